import type { LineId } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { reportStream } from "../lib/report-stream";
import { reportsQueryKey } from "../lib/reports-query-key";

/**
 * While mounted, a report for this line and station (from anyone) refetches the station's reports, so its
 * arrivals change within about a second without pressing Refresh (docs/product.md, live updates). Off while
 * the line is closed: there is nothing to update.
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
    });
  }, [lineId, stationId, enabled, queryClient]);
}
