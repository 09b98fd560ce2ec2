import {
  type AccuracyWindow,
  accuracyWindowOf,
  type HorizonBand,
  isAccurateEstimate,
} from "../accuracy/accurate-estimate";
import { ETA_WINDOW_MS } from "../constants";
import type { Direction, ReportStatus } from "../domain-types";
import type { EstimateArrivalsInput, LineReport } from "../estimate/estimate-types";
import { getLine } from "../lines/lines";
import { servingDirections } from "../schedule/serving-directions";
import { servedReports } from "./served-reports";
import type { SimulatedDay } from "./service-day";

/** What the scorer reads of an estimate: which way, when, and whether it says no train is coming. */
export interface EstimatedTrain {
  direction: Direction;
  estimatedArrival: Date;
  status: ReportStatus;
}

export type Estimator = (input: EstimateArrivalsInput) => readonly EstimatedTrain[];

interface Tally {
  counted: number;
  accurate: number;
}

export interface AccuracyScore extends Tally {
  /** accurate / counted; NaN when nothing was counted. */
  score: number;
  /** Counted moments with no estimate while a train came within 10 minutes. */
  missed: number;
  /** Estimates further than 10 minutes ahead (or in the past): counted, never accurate. */
  outsideWindow: number;
  /** By the horizon of the estimate (missed ones have none). */
  bands: Record<HorizonBand, Tally>;
  /** How many times the estimator was asked. */
  calls: number;
}

/** What the scorer reads of a simulated day, whichever world made it. */
export type ScoredDay = Pick<
  SimulatedDay,
  "lineId" | "arrivals" | "serviceStartMs" | "serviceEndMs" | "reports"
>;

interface ScoreOptions {
  stepMs?: number;
  /** The stretch of the day to score; the whole service (first to last train) by default. */
  fromMs?: number;
  toMs?: number;
}

interface Platform {
  stationId: string;
  directions: { direction: Direction; arrivals: readonly number[]; next: number }[];
}

function platformsOf(day: ScoredDay): Platform[] {
  return (getLine(day.lineId)?.stations ?? []).map((station) => ({
    stationId: station.id,
    directions: servingDirections(day.lineId, station.id).map((direction) => ({
      direction,
      arrivals: day.arrivals.get(station.id)?.get(direction) ?? [],
      next: 0,
    })),
  }));
}

/** The first estimated arrival of the direction that promises a train (a cancellation promises none). */
function predictedMs(etas: readonly EstimatedTrain[], direction: Direction): number | undefined {
  let first: number | undefined;
  for (const eta of etas) {
    if (eta.direction !== direction || eta.status === "cancelled") continue;
    const at = eta.estimatedArrival.getTime();
    if (first === undefined || at < first) first = at;
  }
  return first;
}

function emptyScore(): AccuracyScore {
  return {
    counted: 0,
    accurate: 0,
    score: Number.NaN,
    missed: 0,
    outsideWindow: 0,
    bands: {
      "0-3 min": { counted: 0, accurate: 0 },
      "3-6 min": { counted: 0, accurate: 0 },
      "6-10 min": { counted: 0, accurate: 0 },
    },
    calls: 0,
  };
}

function judge(
  score: AccuracyScore,
  nowMs: number,
  predicted: number | undefined,
  actual: number | undefined,
) {
  if (predicted === undefined) {
    if (actual !== undefined && actual - nowMs <= ETA_WINDOW_MS) {
      score.counted++;
      score.missed++;
    }
    return;
  }
  score.counted++;
  const window: AccuracyWindow | undefined = accuracyWindowOf(predicted - nowMs);
  if (!window) {
    score.outsideWindow++;
    return;
  }
  const band = score.bands[window.band];
  band.counted++;
  if (actual !== undefined && isAccurateEstimate({ nowMs, predictedMs: predicted, actualMs: actual })) {
    band.accurate++;
    score.accurate++;
  }
}

/**
 * How often an estimator names the next train right over a simulated day (issue 21's yardstick): every
 * step of service, every station and direction served there, P = the first estimated arrival, A = the
 * true next arrival at or after now, judged by the accuracy windows. Each call gets the reports created
 * up to now, one shared list per step, as the server would serve them.
 */
export function scoreEstimates(
  day: ScoredDay,
  estimate: Estimator,
  options: ScoreOptions = {},
): AccuracyScore {
  const stepMs = options.stepMs ?? 30_000;
  const fromMs = Math.max(options.fromMs ?? day.serviceStartMs, day.serviceStartMs);
  const toMs = Math.min(options.toMs ?? day.serviceEndMs, day.serviceEndMs);
  const platforms = platformsOf(day);
  const createdMs = day.reports.map((report) => Date.parse(report.created_at));
  const score = emptyScore();
  let known = 0;
  let reports: readonly LineReport[] = [];
  for (let nowMs = fromMs; nowMs <= toMs; nowMs += stepMs) {
    const before = known;
    while (known < createdMs.length && (createdMs[known] ?? Infinity) <= nowMs) known++;
    if (known !== before || nowMs === fromMs)
      reports = servedReports(day.lineId, day.reports.slice(0, known));
    const now = new Date(nowMs);
    for (const platform of platforms) {
      const etas = estimate({ lineId: day.lineId, stationId: platform.stationId, now, reports });
      score.calls++;
      for (const served of platform.directions) {
        while (served.next < served.arrivals.length && (served.arrivals[served.next] ?? Infinity) < nowMs)
          served.next++;
        judge(score, nowMs, predictedMs(etas, served.direction), served.arrivals[served.next]);
      }
    }
  }
  score.score = score.counted === 0 ? Number.NaN : score.accurate / score.counted;
  return score;
}
