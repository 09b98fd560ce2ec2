import type { Direction, LineId } from "../domain-types";
import { expectedTrains } from "../estimate/expected-trains";
import { lineState } from "../estimate/line-state";
import { directionsOf } from "../lines/directions";
import { isLineOpen } from "../open-hours/is-line-open";
import { departureMinutes } from "../schedule/departures";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { isManilaWeekend } from "../time/manila-time";
import type { JourneyInput, TimeBasis } from "./journey-types";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface RideTrain {
  boardMs: number;
  alightMs: number;
  basis: TimeBasis;
}

/** The trains a ride can take on the day that starts at `dayStartMs`, in no particular order. */
export type RideTrains = (
  lineId: LineId,
  direction: Direction,
  boardStationId: string,
  alightStationId: string,
  dayStartMs: number,
) => readonly RideTrain[];

/** The direction that runs from one station of a line to another. */
export function rideDirection(lineId: LineId, boardStationId: string, alightStationId: string): Direction {
  const minutes = SCHEDULES[lineId].stationMinutes;
  const [increasing, decreasing] = directionsOf(lineId);
  return (minutes[alightStationId] ?? 0) > (minutes[boardStationId] ?? 0) ? increasing : decreasing;
}

const positionOf = (lineId: LineId, direction: Direction, stationId: string) =>
  travelMinutes(lineId, direction, SCHEDULES[lineId].stationMinutes[stationId] ?? 0);

/** The timetable's trains of the day, with the timetable's run times. */
export const timetableTrains: RideTrains = (
  lineId,
  direction,
  boardStationId,
  alightStationId,
  dayStartMs,
) => {
  const weekend = isManilaWeekend(new Date(dayStartMs + DAY_MS / 2));
  const board = positionOf(lineId, direction, boardStationId);
  const alight = positionOf(lineId, direction, alightStationId);
  return departureMinutes(lineId, weekend).map((minute) => ({
    boardMs: dayStartMs + (minute + board) * MINUTE_MS,
    alightMs: dayStartMs + (minute + alight) * MINUTE_MS,
    basis: "timetable",
  }));
};

/**
 * The estimator's trains of today where a line has reports (the timetable's otherwise, and on other
 * days): what the arrivals screen would expect at the boarding station, carried on with the day's
 * learned run times to the alighting one.
 */
export function liveTrains(input: JourneyInput, todayStartMs: number): RideTrains {
  return (lineId, direction, boardStationId, alightStationId, dayStartMs) => {
    const reports = input.reports?.[lineId];
    if (!reports || dayStartMs !== todayStartMs)
      return timetableTrains(lineId, direction, boardStationId, alightStationId, dayStartMs);
    const state = lineState(lineId, reports, input.now, input.learned?.[lineId] ?? {});
    const positions = {
      board: positionOf(lineId, direction, boardStationId),
      alight: positionOf(lineId, direction, alightStationId),
    };
    const trains = expectedTrains(lineId, direction, state, positions, input.now);
    if (!trains) return timetableTrains(lineId, direction, boardStationId, alightStationId, dayStartMs);
    return trains.map((train) => ({ ...train, basis: train.live ? "live" : "timetable" }));
  };
}

/** Trains a rider can board: while the line is open by the arrivals screen's own check (decision 022). */
export function boardable(lineId: LineId, trains: readonly RideTrain[]): RideTrain[] {
  return trains.filter((train) => isLineOpen(lineId, new Date(train.boardMs)));
}
