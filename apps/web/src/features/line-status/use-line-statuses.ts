import { type LineId, type LineStatus, type LineTrouble, lineTrouble } from "@riles/core";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ETA_CACHE_MS } from "#web/config/settings.ts";
import { type AnswerOptions, answerOf, api } from "#web/lib/api/api-client.ts";
import { messages } from "#web/lib/i18n/i18n.ts";
import { reportStream } from "#web/lib/report-stream.ts";
import {
  applyPushed,
  askAgainUnlessAskedSince,
  askKeepingPushes,
  stopFollowing,
} from "#web/lib/stream-kept-queries.ts";
import { parseLineStatuses } from "./parse-line-statuses";

const LINE_STATUS_QUERY_KEY = ["line-status"] as const;

async function fetchLineStatuses(
  signal: AbortSignal,
  onAnswer: AnswerOptions["onAnswer"],
): Promise<LineStatus[]> {
  const body: unknown = await answerOf(api.GET("/api/lines/status", { signal }), {
    signal,
    onAnswer,
    fallback: () => messages().lineStatusFailed,
  });
  return parseLineStatuses(body);
}

const lineStatusQueryOptions = queryOptions({
  queryKey: LINE_STATUS_QUERY_KEY,
  queryFn: ({ signal, queryKey }) =>
    askKeepingPushes(queryKey, (noteAnswer) => fetchLineStatuses(signal, noteAnswer)),
  staleTime: ETA_CACHE_MS,
});

/**
 * Each line's trouble mark ('Delays reported', 'Cancellations reported') from GET /api/lines/status, kept
 * current by the line statuses the stream pushes (also when the clock ends a mark), without a request;
 * fetched again only when the stream opens after it was asked and the answer may lack a change the stream
 * will not push, at first or after a break (docs/decisions/048-line-marks-pushed.md,
 * 076-asked-again-when-the-stream-opens.md, 081-answers-say-how-far-the-stream-had-got.md). Without an answer
 * no line is marked.
 */
export function useLineTroubles(): (lineId: LineId) => LineTrouble {
  const queryClient = useQueryClient();
  const statuses = useQuery(lineStatusQueryOptions);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const unsubscribe = reportStream.subscribe({
      onLineStatus: (pushed) =>
        applyPushed<LineStatus[]>(queryClient, LINE_STATUS_QUERY_KEY, (statuses) =>
          statuses.map((status) => (status.line_id === pushed.line_id ? pushed : status)),
        ),
      onOpen: (opened) => askAgainUnlessAskedSince(queryClient, LINE_STATUS_QUERY_KEY, opened),
    });
    return () => {
      unsubscribe();
      stopFollowing(queryClient, LINE_STATUS_QUERY_KEY);
    };
  }, [queryClient]);

  return (lineId) => lineTrouble(statuses.data?.find((status) => status.line_id === lineId));
}
