import { FIX_VALIDITY } from "../constants";
import { LINES } from "../lines/lines-data";

interface LocationFix {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  timestamp?: number | null;
}

interface LatLonBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The box of the original description. It cuts off Marikina-Pasig and Antipolo, hence the widening below. */
const SPEC_LOCATION_BOX: LatLonBox = {
  minLatitude: 14.4,
  maxLatitude: 14.8,
  minLongitude: 120.9,
  maxLongitude: 121.1,
};

const STATION_MARGIN_DEGREES = 0.05;

/** The original box grown to hold every station plus a margin (decision 003), derived from LINES. */
export const LOCATION_BOX: LatLonBox = (() => {
  const locations = LINES.flatMap((line) => line.stations.map((station) => station.location));
  const latitudes = locations.map((location) => location.latitude);
  const longitudes = locations.map((location) => location.longitude);
  return {
    minLatitude: Math.min(SPEC_LOCATION_BOX.minLatitude, Math.min(...latitudes) - STATION_MARGIN_DEGREES),
    maxLatitude: Math.max(SPEC_LOCATION_BOX.maxLatitude, Math.max(...latitudes) + STATION_MARGIN_DEGREES),
    minLongitude: Math.min(SPEC_LOCATION_BOX.minLongitude, Math.min(...longitudes) - STATION_MARGIN_DEGREES),
    maxLongitude: Math.max(SPEC_LOCATION_BOX.maxLongitude, Math.max(...longitudes) + STATION_MARGIN_DEGREES),
  };
})();

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/**
 * Whether a GPS or watch fix may be used (docs/product.md): it has a timestamp no older than 30 s,
 * accuracy absent or at most 100 m, and lies in the Manila box.
 */
export function isValidFix(fix: LocationFix, now: Date): boolean {
  if (!isNumber(fix.timestamp)) return false;
  if (now.getTime() - fix.timestamp > FIX_VALIDITY.maxFixAgeMs) return false;
  if (fix.accuracy != null && !(fix.accuracy <= FIX_VALIDITY.maxAccuracyMeters)) return false;
  if (!isNumber(fix.latitude) || !isNumber(fix.longitude)) return false;
  return (
    fix.latitude >= LOCATION_BOX.minLatitude &&
    fix.latitude <= LOCATION_BOX.maxLatitude &&
    fix.longitude >= LOCATION_BOX.minLongitude &&
    fix.longitude <= LOCATION_BOX.maxLongitude
  );
}
