import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { LAST_STATION_MINUTE, SCHEDULES } from "./schedules";

/**
 * The directions trains leave `stationId` in: both, except at a terminus, where only the direction that
 * starts there (the increasing direction starts at minute 0, the decreasing one at the far terminus).
 * Empty for a station the line does not have.
 */
export function servingDirections(lineId: LineId, stationId: string): Direction[] {
  const stationMinutes = SCHEDULES[lineId].stationMinutes;
  if (!Object.hasOwn(stationMinutes, stationId)) return [];
  const minute = stationMinutes[stationId];
  const [increasing, decreasing] = directionsOf(lineId);
  const serving: Direction[] = [];
  if (minute !== LAST_STATION_MINUTE[lineId]) serving.push(increasing);
  if (minute !== 0) serving.push(decreasing);
  return serving;
}
