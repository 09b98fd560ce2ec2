/**
 * The ETA Accuracy Benchmark's windows (Transit and Swiftly 2024, after IBI Group 2016): a predicted
 * arrival P made at `now` is accurate when the actual arrival A falls in a window around P that widens,
 * mostly later, with the horizon P - now. Horizons beyond 10 minutes are not judged. Why these windows:
 * docs/decisions/036-a-yardstick-for-next-train-estimates.md.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export type HorizonBand = "0-3 min" | "3-6 min" | "6-10 min";

export interface AccuracyWindow {
  band: HorizonBand;
  /** The band holds horizons from this (inclusive) ... */
  fromHorizonMs: number;
  /** ... to this: exclusive, except the last band's 10 minutes, which are included. */
  toHorizonMs: number;
  /** A may come this much before P ... */
  earlyMs: number;
  /** ... or this much after it (both ends included). */
  lateMs: number;
}

const ACCURACY_WINDOWS: readonly AccuracyWindow[] = [
  {
    band: "0-3 min",
    fromHorizonMs: 0,
    toHorizonMs: 3 * MINUTE_MS,
    earlyMs: 30 * SECOND_MS,
    lateMs: 90 * SECOND_MS,
  },
  {
    band: "3-6 min",
    fromHorizonMs: 3 * MINUTE_MS,
    toHorizonMs: 6 * MINUTE_MS,
    earlyMs: 60 * SECOND_MS,
    lateMs: 150 * SECOND_MS,
  },
  {
    band: "6-10 min",
    fromHorizonMs: 6 * MINUTE_MS,
    toHorizonMs: 10 * MINUTE_MS,
    earlyMs: 60 * SECOND_MS,
    lateMs: 210 * SECOND_MS,
  },
];

const LAST_WINDOW = ACCURACY_WINDOWS[ACCURACY_WINDOWS.length - 1];

/** The window for a prediction `horizonMs` ahead, or undefined outside 0-10 minutes. */
export function accuracyWindowOf(horizonMs: number): AccuracyWindow | undefined {
  for (const window of ACCURACY_WINDOWS) {
    if (horizonMs >= window.fromHorizonMs && horizonMs < window.toHorizonMs) return window;
  }
  return horizonMs === LAST_WINDOW?.toHorizonMs ? LAST_WINDOW : undefined;
}

interface EstimateOutcome {
  /** When the estimate was shown (epoch ms). */
  nowMs: number;
  /** The arrival it predicted. */
  predictedMs: number;
  /** When the train really came. */
  actualMs: number;
}

/** Whether an estimate was right by the benchmark's windows; false for horizons outside 0-10 minutes. */
export function isAccurateEstimate({ nowMs, predictedMs, actualMs }: EstimateOutcome): boolean {
  const window = accuracyWindowOf(predictedMs - nowMs);
  if (!window) return false;
  return actualMs >= predictedMs - window.earlyMs && actualMs <= predictedMs + window.lateMs;
}
