import type { LineId, ReportRow, WithdrawnReport } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { reportStream } from "../lib/report-stream";
import { reportsQueryKey, votesQueryKey, withdrawnQueryKey } from "../lib/reports-query-key";

/**
 * While mounted, a report for this line and station (from anyone) refetches the station's reports, so its
 * arrivals change within about a second without pressing Refresh (docs/product.md, live updates). So does
 * a report there that stops counting or counts again; one that stops counting is remembered with why, so
 * the screen can say it (withdrawnQueryKey). Off while the line is closed: there is nothing to update.
 */
export function useLiveReports(lineId: LineId, stationId: string, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (old browsers) arrivals still refresh through the cache and the Refresh button.
    if (!enabled || typeof EventSource === "undefined") return;
    const refetch = () => queryClient.invalidateQueries({ queryKey: reportsQueryKey(lineId, stationId) });
    return reportStream.subscribe({
      onReport: (row) => {
        if (row.line_id === lineId && row.station_id === stationId) void refetch();
      },
      onReconnect: () => void refetch(),
      onStanding: (report, withdrawn) => {
        if (report.line_id !== lineId || report.station_id !== stationId) return;
        queryClient.setQueryData<WithdrawnReport[]>(withdrawnQueryKey(lineId, stationId), (known = []) => [
          ...known.filter((other) => other.id !== report.id),
          ...(withdrawn ? [report] : []),
        ]);
        // Gone from this screen at once; the refetch then brings the station's reports as they now stand.
        if (withdrawn)
          queryClient.setQueryData<ReportRow[]>(reportsQueryKey(lineId, stationId), (rows) =>
            rows?.filter((row) => row.id !== report.id),
          );
        void queryClient.invalidateQueries({ queryKey: votesQueryKey(report.id) });
        void refetch();
      },
    });
  }, [lineId, stationId, enabled, queryClient]);
}
