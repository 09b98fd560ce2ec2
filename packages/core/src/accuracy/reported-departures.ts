import type { LineId } from "../domain-types";
import { estimateArrivals } from "../estimate/estimate-arrivals";
import { type KeptDayHabits, kindDensities } from "../estimate/kept-day-habits";
import { learnedTimetableDay } from "../estimate/learned-kept-directions";
import { lineSightingsAnswer } from "../estimate/line-sightings-answer";
import { headwayAt } from "../schedule/headway";
import { servingDirections } from "../schedule/serving-directions";
import type { ReportRow } from "../schemas/report-row";
import { firstIndexWhere } from "../sorted/first-index-where";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";
import { accuracyWindowOf, isAccurateEstimate } from "./accurate-estimate";

const MINUTE_MS = 60_000;
/** Each report scores what was shown 1, 2, ... 10 minutes before it. */
const ACCURACY_HORIZON_MINUTES = 10;

/**
 * How a set of reports scored: `scored` (report, horizon) pairs, `accurate` of them judged right, and
 * `detectable`: how many of them a right estimate would have been judged right, given how the day's
 * riders report (a late or mistaken report makes a right estimate look wrong). accurate / detectable
 * estimates how often the estimates were right (docs/decisions/118-published-accuracy-corrected-for-riders.md).
 */
export interface AccuracyTally {
  /** Reports with at least one horizon scored: what the figure rests on. */
  reports: number;
  scored: number;
  accurate: number;
  detectable: number;
}

/**
 * The judge: the published one (decision 118), or decision 045's as first published, which the bench
 * keeps beside it: the report's time taken as the train's, ten horizons, no correction.
 */
type ReportJudge = "published" | "firstPublished";

export const EMPTY_TALLY: AccuracyTally = Object.freeze({
  reports: 0,
  scored: 0,
  accurate: 0,
  detectable: 0,
});

export function addTallies(a: AccuracyTally, b: AccuracyTally): AccuracyTally {
  return {
    reports: a.reports + b.reports,
    scored: a.scored + b.scored,
    accurate: a.accurate + b.accurate,
    detectable: a.detectable + b.detectable,
  };
}

/** The first train the screen promised in the direction: what a commuter reads as "the next train". */
function firstPromised(
  etas: ReturnType<typeof estimateArrivals>,
  direction: ReportRow["direction"],
): number | undefined {
  for (const eta of etas) {
    if (eta.direction === direction && eta.status !== "cancelled") return eta.estimatedArrival.getTime();
  }
  return undefined;
}

/** How many reports were created at or before `atMs` (reports are oldest first). */
function countUpTo(createdMs: readonly number[], atMs: number): number {
  return firstIndexWhere(createdMs.length, (index) => (createdMs[index] ?? Infinity) > atMs);
}

/**
 * Scores what Riles showed before riders' departure reports (docs/decisions/045-published-accuracy.md,
 * corrected for the riders by decision 118). `reports` are one Manila service day's reports of the line
 * that still count, oldest first; each report from index `from` on is scored against the estimate shown at
 * its station for its direction k = 1, 2, ... minutes before its train arrived (the report's time less the
 * riders' lag learned from the reports before it), computed from the reports created by then, so a report
 * never scores its own effect. The first promised train is judged by the benchmark's windows against that
 * arrival. On a direction the day's reports show keeping the timetable, horizons go back one headway (the
 * train before came then); on any other, 10 minutes. A horizon is left out when another departure report
 * of the same platform falls between it and the report: the train then on the screen was that one (or
 * this report repeats it). No estimate at all is a miss. Cancellation reports tell of no departure; they
 * are read, never scored. The riders' habits and the directions keeping the timetable are learned from
 * all of `reports`. Yields one tally per report, in order (empty for a report not scored), so a caller
 * can pause between.
 */
export function* reportScores(
  lineId: LineId,
  reports: readonly ReportRow[],
  from = 0,
  judge: ReportJudge = "published",
): Generator<AccuracyTally, void, undefined> {
  const createdMs = reports.map((report) => Date.parse(report.created_at));
  // Learning the day's run-time factor is most of an estimate's cost, and it depends only on the reports
  // known: learned once per set of known reports, as the phone gets it once per new report.
  const learned = new Map<number, Learned>();
  const lastMs = createdMs[createdMs.length - 1];
  const day =
    judge === "published" && lastMs !== undefined
      ? learnedTimetableDay(lineId, reports, new Date(lastMs))
      : undefined;
  for (let index = Math.max(0, from); index < reports.length; index++) {
    yield scoreReport(lineId, reports, createdMs, index, learned, day);
  }
}

/** The reports from index `from` up to `to` (exclusive), scored as reportScores does, in one tally. */
export function scoreReportedDepartures(
  lineId: LineId,
  reports: readonly ReportRow[],
  from = 0,
  to = reports.length,
  judge: ReportJudge = "published",
): AccuracyTally {
  let tally = EMPTY_TALLY;
  const scores = reportScores(lineId, reports, from, judge);
  for (let index = Math.max(0, from); index < to; index++) {
    const next = scores.next();
    if (next.done) break;
    tally = addTallies(tally, next.value);
  }
  return tally;
}

/** What is learned once per set of known reports: the run-time factor the phone is given, and riders' lag. */
interface Learned {
  runTimeFactor: number;
  sightingLagMs: number;
}

/**
 * What the phone would have been given with the first `knownCount` reports, learned once per count: the
 * reports known only grow, and learning is most of an estimate's cost.
 */
function learnedAt(
  lineId: LineId,
  reports: readonly ReportRow[],
  createdMs: readonly number[],
  knownCount: number,
  learnedByCount: Map<number, Learned>,
): Learned {
  const cached = learnedByCount.get(knownCount);
  if (cached) return cached;
  const lastMs = createdMs[knownCount - 1] ?? createdMs[0] ?? 0;
  const answer = lineSightingsAnswer(lineId, reports.slice(0, knownCount), new Date(lastMs));
  const learned = {
    runTimeFactor: answer.run_time_factor,
    sightingLagMs: answer.sighting_lag_ms ?? 0,
  };
  learnedByCount.set(knownCount, learned);
  return learned;
}

function scoreReport(
  lineId: LineId,
  reports: readonly ReportRow[],
  createdMs: readonly number[],
  index: number,
  learnedByCount: Map<number, Learned>,
  /** What the day's reports show of the riders and the timetable; none for decision 045's judge. */
  day: { keptDirections: readonly string[]; habits: KeptDayHabits } | undefined,
): AccuracyTally {
  const report = reports[index];
  const reportedMs = createdMs[index];
  if (!report || reportedMs === undefined || !Number.isFinite(reportedMs)) return EMPTY_TALLY;
  if (report.status === "cancelled") return EMPTY_TALLY;
  if (!servingDirections(lineId, report.station_id).includes(report.direction)) return EMPTY_TALLY;
  const previousMs = previousDepartureMs(reports, createdMs, index);
  let scored = 0;
  let accurate = 0;
  let detectable = 0;
  // The train came the day's learned lag before the report (learned from the reports before it): the
  // horizons count back from then, or the shortest would ask of a screen that train had already left.
  const lagMs = day
    ? learnedAt(lineId, reports, createdMs, countUpTo(createdMs, reportedMs - 1), learnedByCount)
        .sightingLagMs
    : 0;
  const actualMs = reportedMs - lagMs;
  const keepsTimetable = day?.keptDirections.includes(report.direction) ?? false;
  for (let minutes = 1; minutes <= ACCURACY_HORIZON_MINUTES; minutes++) {
    const shownMs = actualMs - minutes * MINUTE_MS;
    if (previousMs !== undefined && previousMs > shownMs) break;
    const now = new Date(shownMs);
    const headwayMs = headwayMsAt(lineId, now);
    // Beyond a headway the screen rightly showed the timetable's train before, which nobody reported.
    if (keepsTimetable && minutes * MINUTE_MS > headwayMs) break;
    const knownCount = countUpTo(createdMs, shownMs);
    const known = reports.slice(0, knownCount);
    const learned = learnedAt(lineId, reports, createdMs, knownCount, learnedByCount);
    const etas = estimateArrivals({
      lineId,
      stationId: report.station_id,
      now,
      reports: known,
      runTimeFactor: learned.runTimeFactor,
    });
    const predictedMs = firstPromised(etas, report.direction);
    scored++;
    detectable += day ? detectionChance(day.habits, lagMs, minutes * MINUTE_MS, headwayMs) : 1;
    if (predictedMs !== undefined && isAccurateEstimate({ nowMs: shownMs, predictedMs, actualMs })) {
      accurate++;
    }
  }
  return scored > 0 ? { reports: 1, scored, accurate, detectable } : EMPTY_TALLY;
}

/** When the platform's previous departure report (same station and direction) was created, if any. */
function previousDepartureMs(
  reports: readonly ReportRow[],
  createdMs: readonly number[],
  index: number,
): number | undefined {
  const report = reports[index];
  const horizonStartMs = (createdMs[index] ?? 0) - ACCURACY_HORIZON_MINUTES * MINUTE_MS;
  for (let earlier = index - 1; earlier >= 0; earlier--) {
    if ((createdMs[earlier] ?? 0) < horizonStartMs) return undefined;
    const other = reports[earlier];
    if (
      other &&
      other.status !== "cancelled" &&
      other.station_id === report?.station_id &&
      other.direction === report.direction
    ) {
      return createdMs[earlier];
    }
  }
  return undefined;
}

const headwayMsAt = (lineId: LineId, now: Date) =>
  headwayAt(lineId, manilaMinuteOfDay(now), isManilaWeekend(now)) * MINUTE_MS;

const DENSITY_STEP_MS = 1000;

/**
 * The chance that a right estimate `horizonMs` ahead is judged right against a report taken to come
 * `lagMs` after its train: the share of the day's reports (by the riders' learned habits) that fall within
 * the horizon's window around the train's arrival once the lag is taken off. Reports naming the next
 * station or falling anywhere mostly miss it; sent on arrival, they come earlier than the lag says.
 */
function detectionChance(habits: KeptDayHabits, lagMs: number, horizonMs: number, periodMs: number): number {
  const window = accuracyWindowOf(horizonMs);
  if (!window) return 0;
  let inside = 0;
  // Offsets are read within half a period of the train: a report further off tells of the next one.
  const fromMs = Math.max(lagMs - window.earlyMs, -periodMs / 2);
  const toMs = Math.min(lagMs + window.lateMs, periodMs / 2);
  for (let offsetMs = fromMs; offsetMs < toMs; offsetMs += DENSITY_STEP_MS) {
    // Next-station reports are counted as missing it: they name a train a station's run away.
    const densities = kindDensities({ offsetMs, hopMs: 0, periodMs, weight: 1 }, habits);
    inside += densities.prompt + densities.onArrival + densities.anywhere;
  }
  return Math.min(1, inside * DENSITY_STEP_MS);
}
