import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { LAST_STATION_MINUTE } from "./schedules";

/**
 * Minutes a train of `direction` takes from its origin terminus to the station at `stationMinute` of the
 * line (docs/product.md, ETA engine step 5): northbound and eastbound trains start at minute 0, the others at
 * the line's last station.
 */
export function travelMinutes(lineId: LineId, direction: Direction, stationMinute: number): number {
  const [increasing] = directionsOf(lineId);
  return direction === increasing ? stationMinute : LAST_STATION_MINUTE[lineId] - stationMinute;
}
