import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports, SIGHTING_MEMORY_MS } from "./folded-reports";
import type { KeptDayHabits } from "./kept-day-habits";
import { learnedTimetableDay } from "./learned-kept-directions";
import { learnedRunTimeFactor } from "./learned-run-time-factor";
import { type LineSightings, lineSightings } from "./sightings";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

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
  /** The riders' prior it was learned with, by identity (the server hands out one pool a day). */
  ridersPrior: KeptDayHabits | undefined;
  /** The instants [fromMs, untilMs) whose state this is. */
  fromMs: number;
  untilMs: number;
  state: LineState;
}

// A screen or a feed estimates every station of a line from one list of reports at one instant: the
// line's state is kept for that list (by identity; the estimator never changes its input). Given what the
// day taught (the sightings answer gives it), the state moves with the clock only when a report enters
// its 90 minutes or leaves them, or the day turns: it is kept for every instant until then, so the
// requests of one busy second share it (docs/decisions/116-journeys-cheaper-per-request.md).
const REMEMBERED = new WeakMap<readonly LineReport[], Remembered>();

export function lineState(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
  learned: {
    runTimeFactor?: number;
    keptDirections?: readonly Direction[];
    sightingLagMs?: number;
    ridersPrior?: KeptDayHabits;
  },
): LineState {
  const { runTimeFactor, keptDirections, sightingLagMs, ridersPrior } = learned;
  const key = `${lineId}|${runTimeFactor ?? ""}|${keptDirections?.join() ?? "-"}|${sightingLagMs ?? ""}|${reports.length}`;
  const nowMs = now.getTime();
  const remembered = REMEMBERED.get(reports);
  if (
    remembered?.key === key &&
    remembered.ridersPrior === ridersPrior &&
    remembered.fromMs <= nowMs &&
    nowMs < remembered.untilMs
  )
    return remembered.state;
  const dayStartMs = manilaDayStartMs(now);
  const recent = foldedReports(reports, now);
  const departures = departureMinutes(lineId, isManilaWeekend(now));
  const departuresMs = departures.map((minute) => dayStartMs + minute * MINUTE_MS);
  const state: LineState = {
    recent,
    sightings: lineSightings(lineId, recent, dayStartMs, nowMs),
    factor: runTimeFactor ?? learnedRunTimeFactor(lineId, reports, now),
    ...keptDayOf(lineId, reports, now, { keptDirections, sightingLagMs, ridersPrior }),
    departures,
    departuresMs,
  };
  // What is learned from the day here, when not given, moves with every instant.
  const learnedHere = runTimeFactor === undefined || !keptDirections || sightingLagMs === undefined;
  const unchanged = learnedHere ? { fromMs: nowMs, untilMs: nowMs + 1 } : unchangedSpan(reports, now);
  REMEMBERED.set(reports, { key, ridersPrior, ...unchanged, state });
  return state;
}

/**
 * The instants around `now` at which the reports the estimator reads (foldedReports: those in (t - 90 min,
 * t]) are the same ones, within the same Manila day: the day's reports and its timetable do not change.
 */
function unchangedSpan(reports: readonly LineReport[], now: Date): { fromMs: number; untilMs: number } {
  const nowMs = now.getTime();
  let fromMs = manilaDayStartMs(now);
  let untilMs = fromMs + DAY_MS;
  for (const report of reports) {
    const createdMs = Date.parse(report.created_at);
    // A report without a readable time is never read, whatever the instant.
    if (Number.isNaN(createdMs)) continue;
    for (const edgeMs of [createdMs, createdMs + SIGHTING_MEMORY_MS]) {
      if (edgeMs <= nowMs) fromMs = Math.max(fromMs, edgeMs);
      else untilMs = Math.min(untilMs, edgeMs);
    }
  }
  return { fromMs, untilMs };
}

/** What the phone was given, or else what the reports teach: learning one teaches both. */
function keptDayOf(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
  given: {
    keptDirections: readonly Direction[] | undefined;
    sightingLagMs: number | undefined;
    ridersPrior: KeptDayHabits | undefined;
  },
): { keptDirections: readonly Direction[]; sightingLagMs: number } {
  const { keptDirections, sightingLagMs, ridersPrior } = given;
  if (keptDirections && sightingLagMs !== undefined) return { keptDirections, sightingLagMs };
  const learned = learnedTimetableDay(lineId, reports, now, ridersPrior);
  return {
    keptDirections: keptDirections ?? learned.keptDirections,
    sightingLagMs: sightingLagMs ?? learned.habits.sightingLagMs,
  };
}
