import type { LineId } from "@riles/core";

/** The cache entry of one station's recent reports; arrivals are computed from it and the clock. */
export function reportsQueryKey(lineId: LineId, stationId: string) {
  return ["reports", lineId, stationId] as const;
}
