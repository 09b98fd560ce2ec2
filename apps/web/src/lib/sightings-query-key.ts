import type { LineId } from "@riles/core";

/** The cache entry of a line's sightings; every station's arrivals on the line are estimated from it. */
export function sightingsQueryKey(lineId: LineId) {
  return ["sightings", lineId] as const;
}
