import { ETA_CACHE_MS, type LineId } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { reportsQueryKey } from "../../../lib/reports-query-key";
import { fetchReports } from "./fetch-reports";

/** One station's reports, fresh for the product's 30-second cache. Arrivals are computed from them. */
export function reportsQueryOptions(lineId: LineId, stationId: string) {
  return queryOptions({
    queryKey: reportsQueryKey(lineId, stationId),
    queryFn: ({ signal }) => fetchReports(lineId, stationId, signal),
    staleTime: ETA_CACHE_MS,
  });
}
