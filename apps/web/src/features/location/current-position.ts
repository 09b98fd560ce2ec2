import type { LocationSource, UserLocation } from "./user-location";

/** getCurrentPosition as a promise; it rejects with the GeolocationPositionError. */
export function currentPosition(
  geolocation: Geolocation,
  options: PositionOptions,
): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, options));
}

export function toUserLocation(position: GeolocationPosition, source: LocationSource): UserLocation {
  const { latitude, longitude, accuracy } = position.coords;
  return { latitude, longitude, accuracy: accuracy ?? null, source, timestamp: position.timestamp };
}
