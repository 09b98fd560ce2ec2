import type { LineSightings, ReportRow } from "@riles/core";
import type { QueryClient } from "@tanstack/react-query";
import { sightingsQueryKey } from "./sightings-query-key";

/**
 * A report the stream pushed (or the server answered a POST with) joins its line's sightings in the
 * cache, so every screen of the line re-estimates without a request (docs/decisions/036-live-estimates.md).
 * A line never fetched stays unfetched; a row already there is not added twice.
 */
export function applyPushedReport(queryClient: QueryClient, row: ReportRow): void {
  queryClient.setQueryData<LineSightings>(sightingsQueryKey(row.line_id), (sightings) => {
    if (!sightings || sightings.reports.some((report) => report.id === row.id)) return sightings;
    return { ...sightings, reports: [...sightings.reports, row] };
  });
}
