import { useCallback, useEffect, useReducer, useRef } from "react";
import { browserLocateDeps } from "./browser-locate-deps";
import { startLocationSession } from "./location-session";
import { initialLocationState, type LocationState, locationReducer } from "./location-state";

interface NearestStations extends LocationState {
  /** Runs the location flow again ('Try Again', 'Update Location'). */
  refresh: () => void;
}

/** The device's location and the stations near it, located on mount and kept current by a watch. */
export function useNearestStations(): NearestStations {
  const [state, dispatch] = useReducer(locationReducer, initialLocationState);
  const stopSession = useRef<(() => void) | null>(null);

  const refresh = useCallback(() => {
    stopSession.current?.();
    stopSession.current = startLocationSession(browserLocateDeps(), dispatch);
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      stopSession.current?.();
      stopSession.current = null;
    };
  }, [refresh]);

  return { ...state, refresh };
}
