import type { GeoPoint } from "@riles/core";
import type { LocationMessage } from "./position-error";

export type LocationSource = "gps" | "network" | "ip";

/** A located position (docs/product.md, "Location"). Accuracy is null when the source does not say (IP lookups). */
export interface UserLocation extends GeoPoint {
  accuracy: number | null;
  source: LocationSource;
  timestamp: number;
}

/** Everything the location flow touches outside itself, injected so tests can drive it with fakes. */
export interface LocateDeps {
  geolocation: Geolocation | undefined;
  fetch: typeof fetch;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  ipLookupUrls: readonly string[];
}

export type LocateResult =
  | { kind: "located"; location: UserLocation }
  | { kind: "failed"; message: LocationMessage };
