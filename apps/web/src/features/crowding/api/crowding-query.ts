import type { LineId } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { fetchCrowding } from "./fetch-crowding";

/** The server recomputes the figures at most every 5 minutes; asking more often gains nothing. */
const CROWDING_STALE_MS = 5 * 60_000;

export function crowdingQueryOptions(lineId: LineId, stationId: string) {
  return queryOptions({
    queryKey: ["crowding", lineId, stationId] as const,
    queryFn: ({ signal }) => fetchCrowding(lineId, stationId, signal),
    staleTime: CROWDING_STALE_MS,
  });
}
