import type { JourneyPlanAnswer, LineId } from "@riles/core";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { reportStream } from "#web/lib/report-stream.ts";
import { askAgainUnlessAskedSince, stopFollowing } from "#web/lib/stream-kept-queries.ts";

/** The lines the shown plan rides: a report on another line cannot change it. */
export function linesRidden(plan: JourneyPlanAnswer | undefined): string {
  const lines = new Set<LineId>();
  for (const journey of [...(plan?.journeys ?? []), ...(plan?.first_next_day ? [plan.first_next_day] : [])])
    for (const leg of journey.legs) if (leg.kind === "ride") lines.add(leg.line_id);
  return [...lines].sort().join(" ");
}

/**
 * While mounted, a report, withdrawal, restoration or line mark the stream pushes for a line the plan rides
 * asks the plan again: one request per such event at most, a newer one cancelling the last, and none for
 * another line's (docs/decisions/105-journeys-replanned-by-the-server-on-a-pushed-report.md). When the stream
 * opens after the plan was asked, it is asked once more (decision 076). `queryKey` is kept the same object
 * while the ask is the same.
 */
export function useLiveJourney(queryKey: QueryKey, plan: JourneyPlanAnswer | undefined): void {
  const queryClient = useQueryClient();
  const ridden = linesRidden(plan);
  useEffect(() => {
    if (typeof EventSource === "undefined" || ridden === "") return;
    const lines = new Set(ridden.split(" "));
    const replanFor = ({ line_id }: { line_id: string }) => {
      if (lines.has(line_id)) void queryClient.invalidateQueries({ queryKey, exact: true });
    };
    const unsubscribe = reportStream.subscribe({
      onReport: replanFor,
      onWithdrawn: replanFor,
      onRestored: replanFor,
      onLineStatus: replanFor,
      onOpen: (opened) => askAgainUnlessAskedSince(queryClient, queryKey, opened),
    });
    return () => {
      unsubscribe();
      stopFollowing(queryClient, queryKey);
    };
  }, [ridden, queryClient, queryKey]);
}
