import { SETTINGS } from "#web/config/env.ts";
import type { LocateDeps } from "./user-location";

/** The real browser behind the location flow, read when a session starts. */
export function browserLocateDeps(): LocateDeps {
  return {
    geolocation: "geolocation" in navigator ? navigator.geolocation : undefined,
    fetch: globalThis.fetch.bind(globalThis),
    now: () => new Date(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    ipLookupUrls: SETTINGS.ipLookupUrls,
  };
}
