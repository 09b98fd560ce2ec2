import type { LineId } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { ETA_CACHE_MS } from "#web/config/settings.ts";
import { sightingsQueryKey } from "#web/lib/sightings-query-key.ts";
import { askKeepingPushes } from "#web/lib/stream-kept-queries.ts";
import { fetchSightings } from "./fetch-sightings";

/** A line's sightings, fresh for the product's 30-second cache; every station's arrivals are estimated from them. */
export function sightingsQueryOptions(lineId: LineId) {
  return queryOptions({
    queryKey: sightingsQueryKey(lineId),
    queryFn: ({ signal, queryKey }) =>
      askKeepingPushes(queryKey, (noteAnswer) => fetchSightings(lineId, signal, noteAnswer)),
    staleTime: ETA_CACHE_MS,
  });
}
