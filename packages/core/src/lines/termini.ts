import type { Direction, LineId, Station } from "../domain-types";
import { LAST_STATION_MINUTE, SCHEDULES } from "../schedule/schedules";
import { directionsOf } from "./directions";
import { getLine } from "./lines";

/**
 * Minutes a train of `direction` takes from its origin terminus to the station, read from the schedule:
 * the first direction of a line runs towards increasing station minutes. Undefined where the direction
 * does not serve the station (its final terminus: nobody boards there) or the station is unknown.
 */
export function travelMinutes(lineId: LineId, stationId: string, direction: Direction): number | undefined {
  const minutes = SCHEDULES[lineId].stationMinutes;
  if (!Object.hasOwn(minutes, stationId)) return undefined;
  const stationMinute = minutes[stationId] ?? 0;
  const lastMinute = LAST_STATION_MINUTE[lineId];
  const [increasing, decreasing] = directionsOf(lineId);
  if (direction === increasing) return stationMinute === lastMinute ? undefined : stationMinute;
  if (direction === decreasing) return stationMinute === 0 ? undefined : lastMinute - stationMinute;
  return undefined;
}

/** The station a train of `direction` runs towards: the far end of the schedule's station minutes. */
export function terminusOf(lineId: LineId, direction: Direction): Station | undefined {
  const minutes = SCHEDULES[lineId].stationMinutes;
  const [increasing] = directionsOf(lineId);
  const target = direction === increasing ? LAST_STATION_MINUTE[lineId] : 0;
  return getLine(lineId)?.stations.find((station) => minutes[station.id] === target);
}
