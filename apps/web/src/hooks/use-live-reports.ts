import type { LineId, LineSightings, WithdrawnReport } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyPushedReport } from "../lib/apply-pushed-report";
import { reportStream } from "../lib/report-stream";
import { sightingsQueryKey } from "../lib/sightings-query-key";
import { votesQueryKey, withdrawnQueryKey } from "../lib/trust-query-keys";

/**
 * While mounted, each report the stream pushes joins its line's sightings in the cache, so the line's
 * arrivals change within about a second without a request; after a break in the stream the line's
 * sightings are fetched once (docs/product.md, live updates). A report that stops counting leaves the
 * cache at once, remembered with why so its station's screen can say it (withdrawnQueryKey); one that
 * counts again brings a fetch. Off while the line is closed.
 */
export function useLiveReports(lineId: LineId, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (old browsers) arrivals still refresh through the cache and the Refresh button.
    if (!enabled || typeof EventSource === "undefined") return;
    const refetch = () => queryClient.invalidateQueries({ queryKey: sightingsQueryKey(lineId) });
    return reportStream.subscribe({
      onReport: (row) => {
        if (row.line_id === lineId) applyPushedReport(queryClient, row);
      },
      onReconnect: () => void refetch(),
      onStanding: (report, withdrawn) => {
        if (report.line_id !== lineId) return;
        queryClient.setQueryData<WithdrawnReport[]>(
          withdrawnQueryKey(lineId, report.station_id),
          (known = []) => [
            ...known.filter((other) => other.id !== report.id),
            ...(withdrawn ? [report] : []),
          ],
        );
        if (withdrawn)
          queryClient.setQueryData<LineSightings>(
            sightingsQueryKey(lineId),
            (sightings) =>
              sightings && { ...sightings, reports: sightings.reports.filter((row) => row.id !== report.id) },
          );
        void queryClient.invalidateQueries({ queryKey: votesQueryKey(report.id) });
        void refetch();
      },
    });
  }, [lineId, enabled, queryClient]);
}
