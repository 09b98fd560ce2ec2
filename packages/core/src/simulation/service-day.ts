import type { Direction, LineId } from "../domain-types";
import type { LineReport } from "../estimate/estimate-types";

/**
 * calm: trains keep the timetable. manila: headway dispatch drifting off it, an unknown line factor,
 * incidents. suspension: manila plus a stretch of the line without trains for 30-60 minutes.
 */
export const SCENARIOS = ["calm", "manila", "suspension"] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** One stop of a train. At its origin arrival = departure (the moment it leaves); at its end the reverse. */
export interface Stop {
  stationId: string;
  arrivalMs: number;
  departureMs: number;
}

export interface TrainRun {
  direction: Direction;
  /** From the origin terminus to the far one, every station. */
  stops: readonly Stop[];
  /** The index of the stop where an incident held this train, or -1. */
  heldAtStop: number;
}

export interface Incident {
  direction: Direction;
  stationId: string;
  /** The first train to reach the station from this instant on is held there. */
  fromMs: number;
  holdMs: number;
}

export interface Suspension {
  fromMs: number;
  toMs: number;
  /** The stations no train moves to, from or through meanwhile (every station for the whole line). */
  stationIds: readonly string[];
}

/** How a day runs: drawn from the seed, never told to the estimator. */
export interface DayConditions {
  /** Real run times are the timetable's station minutes times this. */
  lineFactor: number;
  /** Each hop's run time is further multiplied by a uniform draw in 1 +- this. */
  hopNoise: number;
  dwellMs: { min: number; max: number };
  /** Headway dispatch: each interval is the headway in force times a uniform draw in 1 +- this (0: timetable). */
  dispatchNoise: number;
  incidents: readonly Incident[];
  suspension: Suspension | undefined;
}

/** How riders report on this day: shares of the reports, each drawn a little differently per seed. */
export interface RiderHabits {
  /** Reported 1.5-6 minutes after the departure. */
  lateShare: number;
  /** Reported when the train arrived, not when it left. */
  onArrivalShare: number;
  /** Naming the next station instead of the one the train left. */
  nextStationShare: number;
  /** Naming the other direction, where the station serves both. */
  wrongDirectionShare: number;
  /** Sent twice, 20-120 s apart. */
  twiceShare: number;
  /** Saying delayed of a train that was not. */
  needlessDelayShare: number;
}

export interface SimulatedDay {
  lineId: LineId;
  /** The Manila service day, YYYY-MM-DD. */
  date: string;
  seed: number;
  scenario: Scenario;
  reportShare: number;
  conditions: DayConditions;
  habits: RiderHabits;
  trains: readonly TrainRun[];
  /** True arrivals per station and served direction, sorted. */
  arrivals: ReadonlyMap<string, ReadonlyMap<Direction, readonly number[]>>;
  /** Departures riders could have reported (every stop but a train's last). */
  departureCount: number;
  /** The first train's departure and the last train's arrival at its terminus. */
  serviceStartMs: number;
  serviceEndMs: number;
  /** What riders reported, oldest first, as the API gives them. */
  reports: readonly LineReport[];
}
