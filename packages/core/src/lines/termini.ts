import type { Direction, LineId, Station } from "../domain-types";
import { LAST_STATION_MINUTE, SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { directionsOf } from "./directions";
import { getLine } from "./lines";

/**
 * Minutes a train of `direction` takes from its origin terminus to the station (the schedule's
 * `travelMinutes`), or undefined where the direction does not serve the station: its final terminus
 * (nobody boards there), a direction of another line, or an unknown station.
 */
export function stationTravelMinutes(
  lineId: LineId,
  stationId: string,
  direction: Direction,
): number | undefined {
  const minutes = SCHEDULES[lineId].stationMinutes;
  if (!Object.hasOwn(minutes, stationId) || !directionsOf(lineId).includes(direction)) return undefined;
  const travel = travelMinutes(lineId, direction, minutes[stationId] ?? 0);
  const fullRun = LAST_STATION_MINUTE[lineId];
  return travel === fullRun ? undefined : travel;
}

/** The station a train of `direction` runs towards: the far end of the schedule's station minutes. */
export function terminusOf(lineId: LineId, direction: Direction): Station | undefined {
  const minutes = SCHEDULES[lineId].stationMinutes;
  const [increasing] = directionsOf(lineId);
  const target = direction === increasing ? LAST_STATION_MINUTE[lineId] : 0;
  return getLine(lineId)?.stations.find((station) => minutes[station.id] === target);
}
