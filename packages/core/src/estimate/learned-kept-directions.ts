import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import {
  type KeptDayHabits,
  learnKeptDayHabits,
  PRIOR_KEPT_DAY_HABITS,
  type TimedSighting,
} from "./kept-day-habits";
import { lineSightings } from "./sightings";
import { directionsKeepingTimetable, timedSightings } from "./timetable-kept";

const MINUTE_MS = 60_000;

export interface LearnedTimetableDay {
  /** The directions whose trains keep the timetable today. */
  keptDirections: Direction[];
  /** Riders' habits, learned from the sightings of those directions (the prior where there are none). */
  habits: KeptDayHabits;
}

/**
 * Which directions keep the timetable today, and riders' habits as the kept directions show them: the
 * directions are judged with the prior, the habits learned from the sightings of the kept ones only (a
 * day off the timetable says nothing of when riders report), then the directions judged again with the
 * learned habits (docs/decisions/103-riders-learned-from-their-reports.md).
 */
export function learnedTimetableDay(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
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
  const timed = new Map<Direction, TimedSighting[]>();
  for (const [direction, sightings] of trains)
    timed.set(
      direction,
      timedSightings(lineId, direction, sightings, departuresMs, dayStartMs, weekend, nowMs),
    );
  const keptByPrior = directionsKeepingTimetable(timed, PRIOR_KEPT_DAY_HABITS);
  const habits = learnKeptDayHabits(keptByPrior.flatMap((direction) => timed.get(direction) ?? []));
  return { keptDirections: directionsKeepingTimetable(timed, habits), habits };
}

/** The directions whose trains keep the timetable, learned from every report of the line today up to `now`. */
export function learnedKeptDirections(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
): Direction[] {
  return learnedTimetableDay(lineId, reports, now).keptDirections;
}
