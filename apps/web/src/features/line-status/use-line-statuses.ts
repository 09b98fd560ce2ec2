import { type LineId, type LineStatus, type LineTrouble, lineTrouble } from "@riles/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ETA_CACHE_MS } from "../../config/settings";
import { answerOf, api } from "../../lib/api/api-client";
import { messages } from "../../lib/i18n/i18n";
import { reportStream } from "../../lib/report-stream";
import { parseLineStatuses } from "./parse-line-statuses";

const LINE_STATUS_QUERY_KEY = ["line-status"] as const;

async function fetchLineStatuses(signal: AbortSignal): Promise<LineStatus[]> {
  const body: unknown = await answerOf(api.GET("/api/lines/status", { signal }), {
    signal,
    fallback: () => messages().lineStatusFailed,
  });
  return parseLineStatuses(body);
}

/**
 * Each line's trouble mark ('Delays reported', 'Cancellations reported') from GET /api/lines/status, kept
 * current by the line statuses the stream pushes (also when the clock ends a mark), without a request;
 * fetched again only after a break in the stream (docs/decisions/048-line-marks-pushed.md). Without an
 * answer no line is marked.
 */
export function useLineTroubles(): (lineId: LineId) => LineTrouble {
  const queryClient = useQueryClient();
  const statuses = useQuery({
    queryKey: LINE_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchLineStatuses(signal),
    staleTime: ETA_CACHE_MS,
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return reportStream.subscribe({
      onLineStatus: (pushed) =>
        queryClient.setQueryData<LineStatus[]>(LINE_STATUS_QUERY_KEY, (statuses) =>
          statuses?.map((status) => (status.line_id === pushed.line_id ? pushed : status)),
        ),
      // Every screen following the marks shares the one fetch already under way.
      onReconnect: () =>
        void queryClient.invalidateQueries({ queryKey: LINE_STATUS_QUERY_KEY }, { cancelRefetch: false }),
    });
  }, [queryClient]);

  return (lineId) => lineTrouble(statuses.data?.find((status) => status.line_id === lineId));
}
