import { useEffect, useState } from "react";
import { browserLocateDeps } from "./browser-locate-deps";
import type { UserLocation } from "./user-location";
import { watchLocation } from "./watch-location";

async function isGeolocationGranted(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: "geolocation" });
    return status?.state === "granted";
  } catch {
    return false;
  }
}

/**
 * The device's position while on the map, but only when location is already allowed: browsing the map
 * should never pop up a permission prompt. Null until a valid fix arrives.
 */
export function useGrantedPosition(): UserLocation | null {
  const [location, setLocation] = useState<UserLocation | null>(null);
  useEffect(() => {
    let stopWatch: (() => void) | undefined;
    let active = true;
    void isGeolocationGranted().then((granted) => {
      if (!active || !granted) return;
      // A failing watch keeps the last dot: the position is a convenience here, never an error.
      stopWatch = watchLocation(browserLocateDeps(), { onLocation: setLocation, onError: () => undefined });
    });
    return () => {
      active = false;
      stopWatch?.();
    };
  }, []);
  return location;
}
