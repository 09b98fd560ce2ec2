import type { LineId, LineSightings, ReportVotes, WithdrawnReport } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyPushedReport } from "#web/lib/apply-pushed-report.ts";
import { reportStream } from "#web/lib/report-stream.ts";
import { sightingsQueryKey } from "#web/lib/sightings-query-key.ts";
import { applyPushed, askAgainUnlessAskedSince, stopFollowing } from "#web/lib/stream-kept-queries.ts";
import { votesQueryKey, withdrawnQueryKey } from "#web/lib/trust-query-keys.ts";

/**
 * While mounted, each report the stream pushes joins its line's sightings in the cache, so the line's
 * arrivals change within about a second without a request; when the stream opens after the line's sightings
 * were asked (at first or after a break) they are asked once more if their answer may lack a report the
 * stream will not push, however many screens show the line (docs/product.md, live updates;
 * docs/decisions/076-asked-again-when-the-stream-opens.md, 081-answers-say-how-far-the-stream-had-got.md). A report
 * that stops counting leaves the cache at once, remembered with why so its station's screen can say it
 * (withdrawnQueryKey); one that counts again comes back whole and rejoins it, and one whose backing by
 * riders changed replaces the row held. Off while the line is closed.
 */
export function useLiveReports(lineId: LineId, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (old browsers) arrivals still refresh through the cache and the Refresh button.
    if (!enabled || typeof EventSource === "undefined") return;
    const noteStanding = (reportId: string, stationId: string, withdrawn: WithdrawnReport | null) =>
      queryClient.setQueryData<WithdrawnReport[]>(withdrawnQueryKey(lineId, stationId), (known = []) => [
        ...known.filter((other) => other.id !== reportId),
        ...(withdrawn ? [withdrawn] : []),
      ]);
    const unsubscribe = reportStream.subscribe({
      onReport: (row) => {
        if (row.line_id === lineId) applyPushedReport(queryClient, row);
      },
      onOpen: (opened) => askAgainUnlessAskedSince(queryClient, sightingsQueryKey(lineId), opened),
      onWithdrawn: (report) => {
        if (report.line_id !== lineId) return;
        noteStanding(report.id, report.station_id, report);
        queryClient.setQueryData<ReportVotes>(
          votesQueryKey(report.id),
          (votes) => votes && { ...votes, counts: false },
        );
        applyPushed<LineSightings>(queryClient, sightingsQueryKey(lineId), (sightings) => ({
          ...sightings,
          reports: sightings.reports.filter((row) => row.id !== report.id),
        }));
      },
      onRestored: (row) => {
        if (row.line_id !== lineId) return;
        noteStanding(row.id, row.station_id, null);
        // Votes may be what restored it: they are asked for again when shown.
        void queryClient.invalidateQueries({ queryKey: votesQueryKey(row.id) });
        // A report the screen holds comes again when votes changed whether riders back it: its row replaces it.
        applyPushed<LineSightings>(queryClient, sightingsQueryKey(lineId), (sightings) => ({
          ...sightings,
          reports: sightings.reports.some((known) => known.id === row.id)
            ? sightings.reports.map((known) => (known.id === row.id ? row : known))
            : [...sightings.reports, row],
        }));
      },
    });
    return () => {
      unsubscribe();
      stopFollowing(queryClient, sightingsQueryKey(lineId));
    };
  }, [lineId, enabled, queryClient]);
}
