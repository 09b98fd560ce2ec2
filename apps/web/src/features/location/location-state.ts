import { type NearestStation, nearestStations } from "@riles/core";
import type { LocationMessage } from "./position-error";
import type { UserLocation } from "./user-location";

export interface LocationState {
  location: UserLocation | null;
  nearest: NearestStation[];
  isLoading: boolean;
  error: LocationMessage | null;
}

export type LocationEvent =
  | { type: "started" }
  | { type: "located"; location: UserLocation }
  | { type: "failed"; message: LocationMessage };

export const initialLocationState: LocationState = {
  location: null,
  nearest: [],
  isLoading: true,
  error: null,
};

export function locationReducer(state: LocationState, event: LocationEvent): LocationState {
  switch (event.type) {
    case "started":
      return { ...state, isLoading: true, error: null };
    case "located":
      return {
        location: event.location,
        nearest: nearestStations(event.location),
        isLoading: false,
        error: null,
      };
    case "failed":
      // docs/product.md: on any location error the nearest-station list is emptied.
      return { location: null, nearest: [], isLoading: false, error: event.message };
  }
}
