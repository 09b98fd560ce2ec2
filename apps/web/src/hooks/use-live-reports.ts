import type { LineId } from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { applyPushedReport } from "../lib/apply-pushed-report";
import { reportStream } from "../lib/report-stream";
import { sightingsQueryKey } from "../lib/sightings-query-key";

/**
 * While mounted, each report the stream pushes joins its line's sightings in the cache, so the line's
 * arrivals change within about a second without a request; after a break in the stream the line's
 * sightings are fetched once (docs/product.md, live updates). Off while the line is closed.
 */
export function useLiveReports(lineId: LineId, enabled = true): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (old browsers) arrivals still refresh through the cache and the Refresh button.
    if (!enabled || typeof EventSource === "undefined") return;
    return reportStream.subscribe({
      onReport: (row) => {
        if (row.line_id === lineId) applyPushedReport(queryClient, row);
      },
      onReconnect: () => void queryClient.invalidateQueries({ queryKey: sightingsQueryKey(lineId) }),
    });
  }, [lineId, enabled, queryClient]);
}
