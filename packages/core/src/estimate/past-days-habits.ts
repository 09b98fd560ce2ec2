import type { LineId } from "../domain-types";
import type { LineReport } from "./estimate-types";
import { type KeptDayHabits, PRIOR_KEPT_DAY_HABITS } from "./kept-day-habits";
import { learnedTimetableDay } from "./learned-kept-directions";

/** One past day's riders, as the directions that kept the timetable that day showed them. */
export interface PastDayHabits {
  habits: KeptDayHabits;
  /** How many sightings they were learned from (0: the day kept no timetable and shows nothing). */
  sightings: number;
}

/** What issue 21's description counts for beside the past days: as many sightings as the day's prior. */
const DESCRIPTION_SIGHTINGS = 10;
/**
 * A past day counts for at most this many sightings: riders differ from day to day (who rides, the
 * weather), so many days of a few riders each say more of tomorrow's than one busy day does, and one busy
 * day (or one account's flood of reports) cannot outweigh the rest.
 */
const DAY_SIGHTINGS_CAP = 100;

/**
 * Riders later than the description, tried in turn on a past day that kept no timetable as described:
 * riders who report two minutes late make a kept day look off its timetable to the description, and a
 * day judged off its timetable teaches nothing of them. A day whose trains really ran off the timetable
 * stays off it under every lag: its sightings fall anywhere between departures.
 */
const LATER_LAGS_MS = [60_000, 120_000, 180_000];

/**
 * A past day's reports count at most this many from one account: two trips of six stations each, more
 * than a commuter sends in a day. An account that reports all day at the hourly limit (30) would
 * otherwise be a third of a quiet line's day at 10 % of departures reported, and could teach every
 * rider's estimate its own lag on each of the 28 days pooled
 * (docs/decisions/142-one-account-one-rider-in-the-past-weeks.md).
 */
export const PAST_DAY_REPORTS_PER_ACCOUNT = 12;

/** A past day's report with the account that sent it (null: a deleted account, counted as a rider alone). */
export type PastDayReport = LineReport & { reporter: string | null };

/** Each account's first PAST_DAY_REPORTS_PER_ACCOUNT reports of the day, in the order they were sent. */
function eachAccountsFirstReports(dayReports: readonly PastDayReport[]): LineReport[] {
  const sent = new Map<string, number>();
  const kept: LineReport[] = [];
  const inOrder = [...dayReports].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
  for (const { reporter, ...report } of inOrder) {
    const before = reporter === null ? 0 : (sent.get(reporter) ?? 0);
    if (before >= PAST_DAY_REPORTS_PER_ACCOUNT) continue;
    if (reporter !== null) sent.set(reporter, before + 1);
    kept.push(report);
  }
  return kept;
}

/** The riders of a past service day, read from all its reports once it is over (`endOfDay`). */
export function pastDayHabits(
  lineId: LineId,
  dayReports: readonly PastDayReport[],
  endOfDay: Date,
): PastDayHabits {
  const counted = eachAccountsFirstReports(dayReports);
  for (const laterMs of [0, ...LATER_LAGS_MS]) {
    const prior = {
      ...PRIOR_KEPT_DAY_HABITS,
      sightingLagMs: PRIOR_KEPT_DAY_HABITS.sightingLagMs + laterMs,
    };
    const { habits, habitSightings } = learnedTimetableDay(lineId, counted, endOfDay, prior);
    if (habitSightings > 0) return { habits, sightings: habitSightings };
  }
  return { habits: PRIOR_KEPT_DAY_HABITS, sightings: 0 };
}

interface Weighed {
  habits: KeptDayHabits;
  weight: number;
}

/** The value half the weight lies at or below. */
function weightedMedian(weighed: readonly Weighed[], of: (habits: KeptDayHabits) => number): number {
  const sorted = [...weighed].sort((a, b) => of(a.habits) - of(b.habits));
  const half = sorted.reduce((sum, { weight }) => sum + weight, 0) / 2;
  let below = 0;
  for (const { habits, weight } of sorted) {
    below += weight;
    if (below >= half) return of(habits);
  }
  return of(PRIOR_KEPT_DAY_HABITS);
}

/**
 * What to believe of riders before today shows anything: the past days' riders pooled, each day weighed by
 * its sightings up to DAY_SIGHTINGS_CAP, with issue 21's description counting as 10 sightings
 * (docs/decisions/141-riders-of-past-weeks.md). The lag and its spread are the weighted medians, so that
 * one odd day (a day off its timetable taken for one with late riders, one account's flood) moves them
 * little; the shares are weighted means. With no past day that kept a timetable, the description.
 */
export function pooledPastHabits(days: readonly PastDayHabits[]): KeptDayHabits {
  const weighed: Weighed[] = [
    { habits: PRIOR_KEPT_DAY_HABITS, weight: DESCRIPTION_SIGHTINGS },
    ...days
      .filter((day) => day.sightings > 0)
      .map((day) => ({ habits: day.habits, weight: Math.min(day.sightings, DAY_SIGHTINGS_CAP) })),
  ];
  if (weighed.length === 1) return PRIOR_KEPT_DAY_HABITS;
  const total = weighed.reduce((sum, { weight }) => sum + weight, 0);
  const mean = (of: (habits: KeptDayHabits) => number) =>
    weighed.reduce((sum, { habits, weight }) => sum + weight * of(habits), 0) / total;
  return {
    // Whole milliseconds, as the day's own learning gives them (a phone estimates with the same lag).
    sightingLagMs: Math.round(weightedMedian(weighed, (habits) => habits.sightingLagMs)),
    spreadMs: weightedMedian(weighed, (habits) => habits.spreadMs),
    prompt: mean((habits) => habits.prompt),
    onArrival: mean((habits) => habits.onArrival),
    nextStation: mean((habits) => habits.nextStation),
    anywhere: mean((habits) => habits.anywhere),
  };
}
