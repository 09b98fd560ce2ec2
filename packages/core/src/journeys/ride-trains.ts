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

interface RideTrain {
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

// A timetable ride's trains depend only on the ride and the day: the planner asks for the same few again
// and again (every way of every plan), so the last ones asked are kept.
const TIMETABLE_RIDES = new Map<string, readonly RideTrain[]>();
const KEPT = 2000;

/** The timetable's trains of the day, with the timetable's run times. */
export const timetableTrains: RideTrains = (
  lineId,
  direction,
  boardStationId,
  alightStationId,
  dayStartMs,
) => {
  const key = `${lineId}|${direction}|${boardStationId}|${alightStationId}|${dayStartMs}`;
  const kept = TIMETABLE_RIDES.get(key);
  if (kept) return kept;
  const weekend = isManilaWeekend(new Date(dayStartMs + DAY_MS / 2));
  const board = positionOf(lineId, direction, boardStationId);
  const alight = positionOf(lineId, direction, alightStationId);
  const trains = departureMinutes(lineId, weekend).map(
    (minute): RideTrain => ({
      boardMs: dayStartMs + (minute + board) * MINUTE_MS,
      alightMs: dayStartMs + (minute + alight) * MINUTE_MS,
      basis: "timetable",
    }),
  );
  if (TIMETABLE_RIDES.size >= KEPT) TIMETABLE_RIDES.clear();
  TIMETABLE_RIDES.set(key, trains);
  return trains;
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
    return trains.map(
      (train): RideTrain => ({
        boardMs: train.boardMs,
        alightMs: train.alightMs,
        basis: train.live ? "live" : "timetable",
      }),
    );
  };
}

/** The first and last minute of the day the line is open, found with the open check itself (decision 022). */
function openMinutes(lineId: LineId, dayStartMs: number): { first: number; last: number } {
  let first = -1;
  let last = -1;
  for (let minute = 0; minute < 24 * 60; minute++) {
    if (!isLineOpen(lineId, new Date(dayStartMs + minute * MINUTE_MS))) continue;
    if (first < 0) first = minute;
    last = minute;
  }
  return { first, last };
}

const OPEN_MINUTES = new Map<string, { first: number; last: number }>();

/** Trains a rider can board: while the line is open by the arrivals screen's own check (decision 022). */
export function boardable(lineId: LineId, trains: readonly RideTrain[], dayStartMs: number): RideTrain[] {
  const key = `${lineId}|${dayStartMs}`;
  let open = OPEN_MINUTES.get(key);
  if (!open) {
    open = openMinutes(lineId, dayStartMs);
    if (OPEN_MINUTES.size >= KEPT) OPEN_MINUTES.clear();
    OPEN_MINUTES.set(key, open);
  }
  const fromMs = dayStartMs + open.first * MINUTE_MS;
  const toMs = dayStartMs + (open.last + 1) * MINUTE_MS;
  return open.first < 0 ? [] : trains.filter((train) => train.boardMs >= fromMs && train.boardMs < toMs);
}
