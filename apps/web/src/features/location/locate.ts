import { isValidFix } from "@riles/core";
import { LOCATION_POLICY } from "#web/config/settings.ts";
import { currentPosition, toUserLocation } from "./current-position";
import { locateByIp } from "./locate-by-ip";
import { isPermissionDenied, positionErrorMessage } from "./position-error";
import type { LocateDeps, LocateResult, UserLocation } from "./user-location";

const GPS_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: LOCATION_POLICY.gpsTimeoutMs,
  maximumAge: 0,
};

const NETWORK_OPTIONS: PositionOptions = {
  enableHighAccuracy: false,
  timeout: LOCATION_POLICY.networkTimeoutMs,
  maximumAge: LOCATION_POLICY.networkMaxAgeMs,
};

const located = (location: UserLocation): LocateResult => ({ kind: "located", location });
const failed = (error: unknown): LocateResult => ({ kind: "failed", message: positionErrorMessage(error) });

/**
 * A network fix is coarse and may be up to 60 s old by design, so the GPS validity check (docs/product.md)
 * would refuse most of them; any real position is taken. Outside Manila it simply has no nearby station.
 */
function isRealPosition(location: UserLocation): boolean {
  return Math.abs(location.latitude) <= 90 && Math.abs(location.longitude) <= 180;
}

/** Steps 3-5 of the location flow: a network fix, else the IP lookup services, else the Manila centre. */
export async function locateWithoutGps(deps: LocateDeps): Promise<LocateResult> {
  if (deps.geolocation) {
    try {
      const location = toUserLocation(await currentPosition(deps.geolocation, NETWORK_OPTIONS), "network");
      if (isRealPosition(location)) return located(location);
    } catch (error) {
      if (isPermissionDenied(error)) return failed(error);
    }
  }
  return located(await locateByIp(deps));
}

/**
 * The location flow of docs/product.md: a valid high-accuracy GPS fix, retried 3 times 2 s apart, then
 * locateWithoutGps. Only a refusal ends it with an error: the user said no, so we look them up nowhere else.
 */
export async function locate(deps: LocateDeps): Promise<LocateResult> {
  const { geolocation } = deps;
  if (!geolocation) return { kind: "failed", message: "geolocationUnsupported" };
  for (let attempt = 0; attempt <= LOCATION_POLICY.gpsRetries; attempt += 1) {
    if (attempt > 0) await deps.sleep(LOCATION_POLICY.gpsRetryDelayMs);
    try {
      const location = toUserLocation(await currentPosition(geolocation, GPS_OPTIONS), "gps");
      if (isValidFix(location, deps.now())) return located(location);
    } catch (error) {
      if (isPermissionDenied(error)) return failed(error);
    }
  }
  return locateWithoutGps(deps);
}
