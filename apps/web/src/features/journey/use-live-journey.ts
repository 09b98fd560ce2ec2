import type { JourneyPlanAnswer, LineId } from "@riles/core";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useEffectEvent } from "react";
import { reportStream, type StreamOpened } from "#web/lib/report-stream.ts";
import { askAgainUnlessAskedSince, stopFollowing } from "#web/lib/stream-kept-queries.ts";

/** The lines the shown plan rides, the next morning's journey included: another line's report cannot change it. */
function linesRidden(plan: JourneyPlanAnswer | undefined): Set<LineId> {
  const lines = new Set<LineId>();
  for (const journey of [...(plan?.journeys ?? []), ...(plan?.first_next_day ? [plan.first_next_day] : [])])
    for (const leg of journey.legs) if (leg.kind === "ride") lines.add(leg.line_id);
  return lines;
}

/**
 * While mounted, a report, withdrawal, restoration or line mark the stream pushes for a line the shown plan
 * rides asks the plan again: one request per such event at most, a newer one cancelling the last, and none
 * for another line's (docs/decisions/105-journeys-replanned-by-the-server-on-a-pushed-report.md). When the
 * stream opens after the plan was asked, it is asked once more (decision 076). The subscription lasts as
 * long as the screen, so choosing other stations or another fare does not reconnect the stream.
 */
export function useLiveJourney(queryKey: QueryKey, plan: JourneyPlanAnswer | undefined): void {
  const queryClient = useQueryClient();
  const ridden = linesRidden(plan);
  const onLineEvent = useEffectEvent(({ line_id }: { line_id: LineId }) => {
    if (ridden.has(line_id)) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
  const onOpen = useEffectEvent((opened: StreamOpened) =>
    askAgainUnlessAskedSince(queryClient, queryKey, opened),
  );

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    return reportStream.subscribe({
      onReport: onLineEvent,
      onWithdrawn: onLineEvent,
      onRestored: onLineEvent,
      onLineStatus: onLineEvent,
      onOpen,
    });
  }, []);

  useEffect(() => () => stopFollowing(queryClient, queryKey), [queryClient, queryKey]);
}
