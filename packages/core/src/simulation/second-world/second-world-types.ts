import type { Direction, LineId } from "../../domain-types";
import type { LineReport } from "../../estimate/estimate-types";

/**
 * The second world's days (docs/decisions/102-a-second-simulated-world.md): `timetable` keeps the
 * timetable with small holds; `headway` dispatches by headway with bunching, holds, short turns, trains
 * taken out and a run-time factor that changes during the day; `disrupted` adds a closed stretch or a
 * line-wide stop.
 */
export const SECOND_WORLD_KINDS = ["timetable", "headway", "disrupted"] as const;
export type SecondWorldKind = (typeof SECOND_WORLD_KINDS)[number];

export interface Hold {
  direction: Direction;
  stationIndex: number;
  fromMs: number;
  holdMs: number;
}

/** A train ends its run early at a station: taken out, or turned back into the other direction. */
export interface RunCut {
  direction: Direction;
  stationIndex: number;
  fromMs: number;
  turnsBack: boolean;
}

export interface Closure {
  fromMs: number;
  toMs: number;
  /** Indexes (in the first direction's order) of the closed stations; every station for a line-wide stop. */
  stationIndexes: readonly number[];
}

export interface SecondWorldConditions {
  /** The run-time factor at an instant: it drifts through the day and rises in the peaks. */
  factorAt(ms: number): number;
  hopNoise: number;
  dwellMs: { offPeak: readonly [number, number]; peak: readonly [number, number] };
  /** 0 on a timetable day; else the spread of each headway dispatch interval. */
  dispatchSpread: number;
  /** The chance a dispatch comes at a third to a half of the headway: trains bunched from the start. */
  bunchedDispatch: number;
  /**
   * Headway dispatch's spacing over the timetable's headway, before its spread: 1 as drawn; a bench sets
   * it to try days on which the operator runs fewer trains than published (above 1) or more (below 1).
   */
  dispatchScale: number;
  holds: readonly Hold[];
  cuts: readonly RunCut[];
  closure: Closure | undefined;
}

/** How this world's riders report, per seed. */
export interface SecondWorldRiders {
  /** Median and log-spread of a prompt report's lag after the departure: a long right tail. */
  lagMedianMs: number;
  lagLogSpread: number;
  onArrivalShare: number;
  nextStationShare: number;
  previousStationShare: number;
  wrongDirectionShare: number;
  /** Mean of the extra riders (Poisson) who report a train someone reported. */
  extraReporters: number;
  needlessDelayShare: number;
}

interface SecondWorldStop {
  stationId: string;
  arrivalMs: number;
  departureMs: number;
}

export interface SecondWorldTrain {
  direction: Direction;
  stops: SecondWorldStop[];
  held: boolean;
}

export interface SecondWorldDay {
  lineId: LineId;
  date: string;
  seed: number;
  kind: SecondWorldKind;
  reportShare: number;
  conditions: SecondWorldConditions;
  riders: SecondWorldRiders;
  trains: readonly SecondWorldTrain[];
  arrivals: ReadonlyMap<string, ReadonlyMap<Direction, readonly number[]>>;
  serviceStartMs: number;
  serviceEndMs: number;
  reports: readonly LineReport[];
}
