import { type GeoPoint, parseIpLookup } from "@riles/core";
import { LOCATION_POLICY, MANILA_DEFAULT_LOCATION } from "#web/config/settings.ts";
import type { LocateDeps, UserLocation } from "./user-location";

async function lookUp(fetchFn: typeof fetch, url: string): Promise<GeoPoint | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOCATION_POLICY.ipLookupTimeoutMs);
  try {
    // No cookies and no referrer: the service learns the IP address it must see anyway, nothing more.
    const response = await fetchFn(url, {
      signal: controller.signal,
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    if (!response.ok) return null;
    return parseIpLookup(await response.json());
  } catch {
    // A network error, a timeout or a body that is not JSON: the next service gets its turn.
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** The IP lookup services in order, each given 5 s, then the Manila centre (docs/product.md, steps 4-5). */
export async function locateByIp(
  deps: Pick<LocateDeps, "fetch" | "now" | "ipLookupUrls">,
): Promise<UserLocation> {
  for (const url of deps.ipLookupUrls) {
    const point = await lookUp(deps.fetch, url);
    if (point) return { ...point, accuracy: null, source: "ip", timestamp: deps.now().getTime() };
  }
  return { ...MANILA_DEFAULT_LOCATION, source: "ip", timestamp: deps.now().getTime() };
}
