import { distanceMeters } from "../geo/distance";
import type { StationRef } from "../lines/interchanges";
import { getStation } from "../lines/lines";

/** A commuter's walking pace, as trip planners assume it by default. */
const WALK_METERS_PER_SECOND = 1.2;
/** Stairs, concourses and ticket gates: the walked way is about twice the straight line between platforms. */
const DETOUR_FACTOR = 2;

/** Seconds to change between two stations on foot, rounded up to the minute. */
export function transferSeconds(from: StationRef, to: StationRef): number {
  const a = getStation(from.lineId, from.stationId);
  const b = getStation(to.lineId, to.stationId);
  if (!a || !b) throw new Error(`Unknown interchange ${from.stationId}-${to.stationId}`);
  const seconds = (distanceMeters(a.location, b.location) * DETOUR_FACTOR) / WALK_METERS_PER_SECOND;
  return Math.ceil(seconds / 60) * 60;
}
