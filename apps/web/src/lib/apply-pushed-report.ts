import type { LineSightings, ReportRow, ReportVotes } from "@riles/core";
import type { QueryClient } from "@tanstack/react-query";
import { sightingsQueryKey } from "./sightings-query-key";
import { applyPushed } from "./stream-kept-queries";
import { votesQueryKey } from "./trust-query-keys";

/**
 * A report the stream pushed (or the server answered a POST with, `own`) joins its line's sightings in the
 * cache, so every screen of the line re-estimates without a request (docs/decisions/035-estimates-from-sightings.md).
 * A line never fetched stays unfetched; a row already there is not added twice. A new report has no votes
 * yet, so its station's screen need not ask (docs/decisions/048-line-marks-pushed.md); only the tab that
 * sent it knows it is the rider's own, and the server refuses a vote on it from any other.
 */
export function applyPushedReport(queryClient: QueryClient, row: ReportRow, own = false): void {
  let added = false;
  applyPushed<LineSightings>(queryClient, sightingsQueryKey(row.line_id), (sightings) => {
    if (sightings.reports.some((report) => report.id === row.id)) return sightings;
    added = true;
    return { ...sightings, reports: [...sightings.reports, row] };
  });
  if (!added && !own) return;
  queryClient.setQueryData<ReportVotes>(
    votesQueryKey(row.id),
    (known) => known ?? { confirmed_by: 0, disputed_by: 0, counts: true, mine: null, own },
  );
}
