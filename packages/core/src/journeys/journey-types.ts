import type { Direction, LineId } from "../domain-types";
import type { LineReport } from "../estimate/estimate-types";
import type { FareKind } from "../fares/leg-fare";
import type { StationRef } from "../lines/interchanges";
import type { LineTrouble } from "../lines/line-status";
import type { LineStatus } from "../schemas/line-status";

/** What a line's reports say beside them, when a phone already has it from GET /api/sightings. */
interface LearnedLine {
  runTimeFactor?: number;
  keptDirections?: readonly Direction[];
  /** From a train's arrival to a rider's report of it, as the day's sightings taught it. */
  sightingLagMs?: number;
}

export interface JourneyInput {
  from: StationRef;
  to: StationRef;
  now: Date;
  /** Leave at this instant rather than now (a chosen time); the rider is at the first station then. */
  leaveAt?: Date;
  fare: FareKind;
  /**
   * Each line's reports since the start of the Manila service day up to now, oldest first (as
   * estimateArrivals takes them). A line without them is planned from the timetable.
   */
  reports?: Partial<Record<LineId, readonly LineReport[]>>;
  learned?: Partial<Record<LineId, LearnedLine>>;
  /** The line marks (GET /api/lines/status): a ride on a marked line carries the mark. */
  lineStatuses?: readonly LineStatus[];
}

/** Where a train's expected time comes from: riders' sightings through the estimator, or the timetable. */
export type TimeBasis = "live" | "timetable";

export interface RideLeg {
  kind: "ride";
  lineId: LineId;
  direction: Direction;
  /** The terminus the train runs towards, which names its direction on the platform. */
  towardsStationId: string;
  boardStationId: string;
  alightStationId: string;
  /** Stations travelled: 1 for the next station. */
  stops: number;
  /** When the train is expected to leave the boarding station, and to reach the alighting one. */
  departure: Date;
  arrival: Date;
  basis: TimeBasis;
  /** Pesos for this ride: every change of line leaves the paid area and pays again. */
  fare: number;
  /** The line's mark when the journey is planned (cancellations or delays riders reported), or null. */
  trouble: LineTrouble;
  /** The line is closed when the rider reaches its platform: the ride waits for its first train. */
  closed: boolean;
}

interface WalkLeg {
  kind: "walk";
  from: StationRef;
  to: StationRef;
  minutes: number;
  start: Date;
  end: Date;
}

export type JourneyLeg = RideLeg | WalkLeg;

export interface Journey {
  legs: JourneyLeg[];
  /**
   * When the rider sets off: the first train's departure, or the first walk's start, timed to reach the
   * train after it as it leaves (for a journey on foot alone, `leaveAt` or now); and the arrival.
   */
  departure: Date;
  arrival: Date;
  /** Whole minutes from `departure` to the arrival: a wait before setting off is not counted. */
  minutes: number;
  fare: number;
  /** Changes from one train to another: one fewer than the rides, none on foot alone. */
  transfers: number;
}

/** A way the planner did not offer: one of its rides would reach its line after the last train. */
export interface MissedLastTrain {
  lineId: LineId;
  direction: Direction;
  stationId: string;
  /** The last train from that station in that direction that day, or null when it had none at all. */
  lastTrain: Date | null;
}

export interface JourneyPlan {
  /** The journeys that can still be made that day, fastest first. */
  journeys: Journey[];
  /**
   * The last trains that the ways not offered would miss: all of them when no way is left that day, else
   * those of ways that would have been quicker than the quickest left.
   */
  missed: MissedLastTrain[];
  /** When no journey can be made that day: the first possible one, on the next service day. */
  firstNextDay: Journey | null;
}
