import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import { type KeptDayHabits, learnKeptDayHabits, PRIOR_KEPT_DAY_HABITS } from "./kept-day-habits";
import { DWELL_MS } from "./sighting-lag";
import { lineSightings } from "./sightings";
import {
  directionsKeepingTimetable,
  LEAVING_EVIDENCE,
  type TrainSighting,
  timedSightings,
} from "./timetable-kept";

const MINUTE_MS = 60_000;
/** "Most riders report within a minute and a half of the train leaving" (the prior's own source). */
const PROMPT_REPORT_MS = 90_000;

interface LearnedTimetableDay {
  /** The directions whose trains keep the timetable today. */
  keptDirections: Direction[];
  /** Riders' habits, learned from the sightings of those directions (the prior where there are none). */
  habits: KeptDayHabits;
  /** How many sightings the habits were learned from (0 where they are the prior). */
  habitSightings: number;
}

/**
 * Which directions keep the timetable today, and riders' habits as the kept directions show them: the
 * directions are judged with the prior, the habits learned from the sightings of the kept ones only (a
 * day off the timetable says nothing of when riders report), then the directions judged again with the
 * learned habits (docs/decisions/103-riders-learned-from-their-reports.md). `prior` is what is believed of
 * riders before the day shows anything: the past weeks' riders where the server has them (decision 141).
 */
export function learnedTimetableDay(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
  prior: KeptDayHabits = PRIOR_KEPT_DAY_HABITS,
): LearnedTimetableDay {
  const dayStartMs = manilaDayStartMs(now);
  const nowMs = now.getTime();
  const weekend = isManilaWeekend(now);
  const departuresMs = departureMinutes(lineId, weekend).map((minute) => dayStartMs + minute * MINUTE_MS);
  // A rider repeating one train is one sighting of it, as the estimator reads it (folded-reports.ts).
  const { trains } = lineSightings(
    lineId,
    foldedReports(reports, now, nowMs - dayStartMs + 1),
    dayStartMs,
    nowMs,
  );
  const timed = new Map<Direction, TrainSighting[]>();
  for (const [direction, sightings] of trains)
    timed.set(
      direction,
      timedSightings(lineId, direction, sightings, departuresMs, dayStartMs, weekend, nowMs),
    );
  const keptByPrior = directionsKeepingTimetable(timed, prior);
  if (keptByPrior.length > 0) {
    const kept = keptByPrior.flatMap((direction) => timed.get(direction) ?? []);
    const habits = learnKeptDayHabits(kept, prior);
    return { keptDirections: directionsKeepingTimetable(timed, habits), habits, habitSightings: kept.length };
  }
  // No direction keeps the timetable as the prior reads riders, yet riders may report later or stray more
  // than it says. Habits learned from every sighting of the line may show the day keeping it after all, if
  // they are still riders' habits (a prompt report within a minute and a half of the train leaving): a day
  // off the timetable fits a lag of any length. Habits fitted to such a day also flatten until they explain
  // anything, so the timetable is taken back only on as much evidence for it as leaving it needs against
  // it, and for the line as a whole, since the habits were learned from all of its directions.
  const all = [...timed.values()].flat();
  const habits = learnKeptDayHabits(all, prior);
  const ridersHabits =
    habits.sightingLagMs >= DWELL_MS && habits.sightingLagMs <= DWELL_MS + PROMPT_REPORT_MS;
  const keptAgain = ridersHabits ? directionsKeepingTimetable(timed, habits, LEAVING_EVIDENCE) : [];
  const lineKeepsIt = [...timed].every(
    ([direction, sightings]) => sightings.length === 0 || keptAgain.includes(direction),
  );
  const keptDirections = lineKeepsIt ? keptAgain : [];
  return keptDirections.length > 0
    ? { keptDirections, habits, habitSightings: all.length }
    : { keptDirections, habits: prior, habitSightings: 0 };
}

/** The directions whose trains keep the timetable, learned from every report of the line today up to `now`. */
export function learnedKeptDirections(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
): Direction[] {
  return learnedTimetableDay(lineId, reports, now).keptDirections;
}
