import type { MessageKey } from "@riles/core";

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

/** The messages a failed location flow shows (docs/product.md), by their key in the catalogue. */
export type LocationMessage = Extract<
  MessageKey,
  "locationDenied" | "locationUnavailable" | "locationTimeout" | "locationGeneric" | "geolocationUnsupported"
>;

/** The product's message for a location error, by GeolocationPositionError code. */
export function positionErrorMessage(error: unknown): LocationMessage {
  switch (codeOf(error)) {
    case PERMISSION_DENIED:
      return "locationDenied";
    case POSITION_UNAVAILABLE:
      return "locationUnavailable";
    case TIMEOUT:
      return "locationTimeout";
    default:
      return "locationGeneric";
  }
}
