import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import { learnedKeptDirections } from "./learned-kept-directions";
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
  learned: { runTimeFactor?: number; keptDirections?: readonly Direction[] },
): LineState {
  const { runTimeFactor, keptDirections } = learned;
  const key = `${lineId}|${now.getTime()}|${runTimeFactor ?? ""}|${keptDirections?.join() ?? "-"}|${reports.length}`;
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
    keptDirections: keptDirections ?? learnedKeptDirections(lineId, reports, now),
    departures,
    departuresMs,
  };
  REMEMBERED.set(reports, { key, state });
  return state;
}
