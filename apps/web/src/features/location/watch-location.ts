import { isValidFix } from "@riles/core";
import { toUserLocation } from "./current-position";
import type { LocateDeps, UserLocation } from "./user-location";

const WATCH_OPTIONS: PositionOptions = { enableHighAccuracy: true, maximumAge: 0 };

interface WatchHandlers {
  onLocation: (location: UserLocation) => void;
  onError: (error: GeolocationPositionError) => void;
}

/** A continuous watch that reports only fixes passing the validity check. Returns the function that stops it. */
export function watchLocation(
  deps: Pick<LocateDeps, "geolocation" | "now">,
  handlers: WatchHandlers,
): () => void {
  const { geolocation } = deps;
  if (!geolocation) return () => undefined;
  const id = geolocation.watchPosition(
    (position) => {
      const location = toUserLocation(position, "gps");
      if (isValidFix(location, deps.now())) handlers.onLocation(location);
    },
    handlers.onError,
    WATCH_OPTIONS,
  );
  return () => geolocation.clearWatch(id);
}
