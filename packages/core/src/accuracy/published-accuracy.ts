import type { LineId } from "../domain-types";
import { LINE_IDS } from "../domain-types";
import { manilaDayStartMs } from "../time/manila-time";
import { type AccuracyTally, EMPTY_TALLY } from "./reported-departures";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The published figure covers today's Manila service day and the six before it. */
export const ACCURACY_DAYS = 7;
/** Below this many scored reports a line's figure says "Not enough reports yet". */
export const ACCURACY_MIN_REPORTS = 50;

/** One line's published accuracy, as GET /api/accuracy gives it. */
export interface LineAccuracy {
  line_id: LineId;
  /** Reports scored: what the figure rests on. */
  reports: number;
  /** (report, horizon) pairs judged, and how many of them were right. */
  scored: number;
  accurate: number;
  enough: boolean;
  /** accurate / scored as a whole percentage; null while not enough. */
  percent: number | null;
}

/** The instant the window of the published figure starts: midnight in Manila, six days before `now`'s. */
export function accuracyWindowStart(now: Date): Date {
  return new Date(manilaDayStartMs(now) - (ACCURACY_DAYS - 1) * DAY_MS);
}

/** Each line's figure from its tally over the window (lines with no tally have scored nothing). */
export function lineAccuracies(tallies: ReadonlyMap<LineId, AccuracyTally>): LineAccuracy[] {
  return LINE_IDS.map((lineId) => {
    const { reports, scored, accurate } = tallies.get(lineId) ?? EMPTY_TALLY;
    const enough = reports >= ACCURACY_MIN_REPORTS && scored > 0;
    return {
      line_id: lineId,
      reports,
      scored,
      accurate,
      enough,
      percent: enough ? Math.round((100 * accurate) / scored) : null,
    };
  });
}
