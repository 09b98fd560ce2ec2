import { isValidFix } from "@riles/core";
import { locate, locateWithoutGps } from "./locate";
import type { LocationEvent } from "./location-state";
import { isPermissionDenied, positionErrorMessage } from "./position-error";
import type { LocateDeps, LocateResult, UserLocation } from "./user-location";
import { watchLocation } from "./watch-location";

/**
 * One run of the location flow plus the continuous watch, reporting to `dispatch` until the returned stop
 * function is called (unmount, or 'Try Again' / 'Update Location' starting a new session).
 */
export function startLocationSession(deps: LocateDeps, dispatch: (event: LocationEvent) => void): () => void {
  let active = true;
  let searching = false;
  let lastGpsFix: UserLocation | null = null;
  const hasValidFix = () => lastGpsFix !== null && isValidFix(lastGpsFix, deps.now());

  const show = (location: UserLocation) => {
    if (location.source === "gps") lastGpsFix = location;
    dispatch({ type: "located", location });
  };

  const settle = (result: LocateResult) => {
    searching = false;
    if (!active) return;
    if (result.kind === "failed") dispatch({ type: "failed", message: result.message });
    // A fresh watch fix is better than a late network or IP answer.
    else if (result.location.source === "gps" || !hasValidFix()) show(result.location);
  };

  const search = (find: (deps: LocateDeps) => Promise<LocateResult>) => {
    searching = true;
    void find(deps).then(settle);
  };

  dispatch({ type: "started" });
  search(locate);
  const stopWatch = watchLocation(deps, {
    onLocation: (location) => {
      if (active) show(location);
    },
    onError: (error) => {
      if (!active) return;
      if (isPermissionDenied(error)) {
        stopWatch();
        dispatch({ type: "failed", message: positionErrorMessage(error) });
      } else if (!searching && !hasValidFix()) {
        search(locateWithoutGps);
      }
    },
  });

  return () => {
    active = false;
    stopWatch();
  };
}
