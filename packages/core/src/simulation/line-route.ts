import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { SCHEDULES } from "../schedule/schedules";

/** A line's stations in the order each direction runs them, with the timetable's minutes between them. */
export interface LineRoute {
  lineId: LineId;
  stationsOf(direction: Direction): readonly string[];
  /** Timetable minutes from the station to the next one of `direction`. */
  hopMinutesOf(direction: Direction): readonly number[];
}

export function lineRoute(lineId: LineId): LineRoute {
  const minutes = SCHEDULES[lineId].stationMinutes;
  const increasing = Object.keys(minutes).sort((a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0));
  const decreasing = [...increasing].reverse();
  const hops = (stations: readonly string[]) =>
    stations
      .slice(1)
      .map((station, index) => Math.abs((minutes[station] ?? 0) - (minutes[stations[index] ?? ""] ?? 0)));
  const [first] = directionsOf(lineId);
  const byDirection = (direction: Direction) => (direction === first ? increasing : decreasing);
  const increasingHops = hops(increasing);
  const decreasingHops = hops(decreasing);
  return {
    lineId,
    stationsOf: byDirection,
    hopMinutesOf: (direction) => (direction === first ? increasingHops : decreasingHops),
  };
}
