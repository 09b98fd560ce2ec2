import { type LineId, type LineStatus, type LineTrouble, lineTrouble } from "@riles/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ETA_CACHE_MS } from "../../config/settings";
import { answerOf, api } from "../../lib/api/api-client";
import { messages } from "../../lib/i18n/i18n";
import { reportStream } from "../../lib/report-stream";
import { parseLineStatuses } from "./parse-line-statuses";

const LINE_STATUS_QUERY_KEY = ["line-status"] as const;
/** Reports age out of the 30-minute window without any new event: look again now and then. */
const LINE_STATUS_REFRESH_MS = 60_000;

async function fetchLineStatuses(signal: AbortSignal): Promise<LineStatus[]> {
  const body: unknown = await answerOf(api.GET("/api/lines/status", { signal }), {
    signal,
    fallback: () => messages().lineStatusFailed,
  });
  return parseLineStatuses(body);
}

/**
 * Each line's trouble mark ('Delays reported', 'Cancellations reported') from GET /api/lines/status,
 * refetched when anyone reports or a report stops counting (the live stream) and every minute. Without an answer no line is marked.
 */
export function useLineTroubles(): (lineId: LineId) => LineTrouble {
  const queryClient = useQueryClient();
  const statuses = useQuery({
    queryKey: LINE_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchLineStatuses(signal),
    staleTime: ETA_CACHE_MS,
    refetchInterval: LINE_STATUS_REFRESH_MS,
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: LINE_STATUS_QUERY_KEY });
    return reportStream.subscribe({ onReport: refetch, onReconnect: refetch, onStanding: refetch });
  }, [queryClient]);

  return (lineId) => lineTrouble(statuses.data?.find((status) => status.line_id === lineId));
}
