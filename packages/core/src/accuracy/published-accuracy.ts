import type { LineId } from "../domain-types";
import { LINE_IDS } from "../domain-types";
import { manilaDayStartMs } from "../time/manila-time";
import { type AccuracyTally, EMPTY_TALLY } from "./reported-departures";
import { wilsonInterval } from "./wilson-interval";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The published figure covers today's Manila service day and the six before it. */
export const ACCURACY_DAYS = 7;
/**
 * A line's figure is a point once the range its reports support is at most this many points wide, and
 * that range before (docs/decisions/118-published-accuracy-corrected-for-riders.md).
 */
export const ACCURACY_POINT_RANGE = 10;

/** One line's published accuracy, as GET /api/accuracy gives it. */
interface LineAccuracy {
  line_id: LineId;
  /** Reports scored: what the figure rests on. */
  reports: number;
  /** (report, horizon) pairs judged, how many were judged right, and how many a right estimate would be. */
  scored: number;
  accurate: number;
  detectable: number;
  /** Whether the reports say it to within ACCURACY_POINT_RANGE points: a point is given. */
  enough: boolean;
  /** accurate / detectable as a whole percentage; null while not enough. */
  percent: number | null;
  /** The range the reports support (95 %), whole percentages; null with no reports. */
  low: number | null;
  high: number | null;
}

/** The instant the window of the published figure starts: midnight in Manila, six days before `now`'s. */
export function accuracyWindowStart(now: Date): Date {
  return new Date(manilaDayStartMs(now) - (ACCURACY_DAYS - 1) * DAY_MS);
}

const percentOf = (share: number) => 100 * Math.min(1, Math.max(0, share));

/**
 * A line's figure from its tally: accurate / detectable, and the range the reports support: the Wilson
 * interval of the share judged right with one trial per report (a report's horizons judge the same train,
 * so they are not independent), divided by the share a right estimate is judged right, itself uncertain
 * as learned from as many reports (its interval's far end divides each bound).
 */
export function lineAccuracy(
  lineId: LineId,
  { reports, scored, accurate, detectable }: AccuracyTally,
): LineAccuracy {
  const counted = {
    line_id: lineId,
    reports,
    scored,
    accurate,
    detectable: Math.round(detectable * 10) / 10,
  };
  if (reports === 0 || scored === 0 || !(detectable > 0))
    return { ...counted, enough: false, percent: null, low: null, high: null };
  const judged = wilsonInterval(accurate / scored, reports);
  // No more estimates can be judged right than a right estimate could be: where the reports show more,
  // the habits learned for them were too pessimistic, and the share judged right bounds the detection.
  const detection = wilsonInterval(detectable / scored, reports);
  const detectionLow = Math.max(detection.low, judged.low);
  const detectionHigh = Math.max(detection.high, judged.high);
  const low = Math.floor(percentOf(judged.low / detectionHigh));
  const high = Math.ceil(percentOf(detectionLow > 0 ? judged.high / detectionLow : 1));
  const enough = high - low <= ACCURACY_POINT_RANGE;
  return {
    ...counted,
    enough,
    percent: enough ? Math.round(percentOf(accurate / Math.max(detectable, accurate))) : null,
    low,
    high,
  };
}

/** Each line's figure from its tally over the window (lines with no tally have scored nothing). */
export function lineAccuracies(tallies: ReadonlyMap<LineId, AccuracyTally>): LineAccuracy[] {
  return LINE_IDS.map((lineId) => lineAccuracy(lineId, tallies.get(lineId) ?? EMPTY_TALLY));
}
