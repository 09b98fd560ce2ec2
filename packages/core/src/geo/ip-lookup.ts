import type { GeoPoint } from "../domain-types";

const coordinate = (value: unknown, limit: number): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;

/**
 * Reads an IP lookup service's JSON answer (docs/product.md): latitude from `latitude` or `lat`,
 * longitude from `longitude` or `lon`, real numbers only (numeric strings are refused), else null.
 */
export function parseIpLookup(json: unknown): GeoPoint | null {
  if (typeof json !== "object" || json === null) return null;
  const answer = json as Record<string, unknown>;
  const latitude = coordinate(answer.latitude, 90) ?? coordinate(answer.lat, 90);
  const longitude = coordinate(answer.longitude, 180) ?? coordinate(answer.lon, 180);
  return latitude === undefined || longitude === undefined ? null : { latitude, longitude };
}
