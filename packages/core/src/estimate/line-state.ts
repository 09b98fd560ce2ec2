import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import { learnedTimetableDay } from "./learned-kept-directions";
import { learnedRunTimeFactor } from "./learned-run-time-factor";
import { type LineSightings, lineSightings } from "./sightings";

const MINUTE_MS = 60_000;

/** What every station of a line shares at one instant: read once, then each station's estimate is cheap. */
export interface LineState {
  /** The reports the estimator reads: the last 90 minutes, repeats folded. */
  recent: LineReport[];
  sightings: LineSightings;
  factor: number;
  /** Directions whose trains keep the timetable today: their estimates are the timetable's. */
  keptDirections: readonly Direction[];
  /** From a train's arrival to a prompt report of it leaving, learned from the day's riders. */
  sightingLagMs: number;
  departures: readonly number[];
  departuresMs: readonly number[];
}

interface Remembered {
  key: string;
  state: LineState;
}

// A screen or a feed estimates every station of a line from one list of reports at one instant: the
// line's state is kept for that list (by identity; the estimator never changes its input).
const REMEMBERED = new WeakMap<readonly LineReport[], Remembered>();

export function lineState(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
  learned: { runTimeFactor?: number; keptDirections?: readonly Direction[]; sightingLagMs?: number },
): LineState {
  const { runTimeFactor, keptDirections, sightingLagMs } = learned;
  const key = `${lineId}|${now.getTime()}|${runTimeFactor ?? ""}|${keptDirections?.join() ?? "-"}|${sightingLagMs ?? ""}|${reports.length}`;
  const remembered = REMEMBERED.get(reports);
  if (remembered?.key === key) return remembered.state;
  const nowMs = now.getTime();
  const dayStartMs = manilaDayStartMs(now);
  const recent = foldedReports(reports, now);
  const departures = departureMinutes(lineId, isManilaWeekend(now));
  const departuresMs = departures.map((minute) => dayStartMs + minute * MINUTE_MS);
  const state: LineState = {
    recent,
    sightings: lineSightings(lineId, recent, dayStartMs, nowMs),
    factor: runTimeFactor ?? learnedRunTimeFactor(lineId, reports, now),
    ...keptDayOf(lineId, reports, now, keptDirections, sightingLagMs),
    departures,
    departuresMs,
  };
  REMEMBERED.set(reports, { key, state });
  return state;
}

/** What the phone was given, or else what the reports teach: learning one teaches both. */
function keptDayOf(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
  keptDirections: readonly Direction[] | undefined,
  sightingLagMs: number | undefined,
): { keptDirections: readonly Direction[]; sightingLagMs: number } {
  if (keptDirections && sightingLagMs !== undefined) return { keptDirections, sightingLagMs };
  const learned = learnedTimetableDay(lineId, reports, now);
  return {
    keptDirections: keptDirections ?? learned.keptDirections,
    sightingLagMs: sightingLagMs ?? learned.habits.sightingLagMs,
  };
}
