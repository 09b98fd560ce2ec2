import { MESSAGES } from "@riles/core";

// GeolocationPositionError codes (W3C Geolocation API); the class itself is missing outside browsers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}

/** The user refused: the only geolocation error that stops the flow instead of falling back. */
export function isPermissionDenied(error: unknown): boolean {
  return codeOf(error) === PERMISSION_DENIED;
}

/** The product's message for a location error (docs/product.md), by GeolocationPositionError code. */
export function positionErrorMessage(error: unknown): string {
  switch (codeOf(error)) {
    case PERMISSION_DENIED:
      return MESSAGES.locationDenied;
    case POSITION_UNAVAILABLE:
      return MESSAGES.locationUnavailable;
    case TIMEOUT:
      return MESSAGES.locationTimeout;
    default:
      return MESSAGES.locationGeneric;
  }
}
