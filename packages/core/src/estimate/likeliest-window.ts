import { accuracyWindowOf } from "../accuracy/accurate-estimate";
import { ETA_WINDOW_MS } from "../constants";

/** A train that may be the next to arrive: when it is expected and how unsure that is (one sd). */
interface UncertainArrival {
  expectedMs: number;
  spreadMs: number;
  /** The chance the train runs at all: 1 for a train riders saw, less for one only the timetable places. */
  runs: number;
}

const STEP_MS = 10_000;

/** Standard normal CDF (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    t *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function chanceBetween(train: UncertainArrival, fromMs: number, toMs: number): number {
  if (toMs <= fromMs) return 0;
  const spread = Math.max(1, train.spreadMs);
  const within =
    normalCdf((toMs - train.expectedMs) / spread) - normalCdf((fromMs - train.expectedMs) / spread);
  return train.runs * within;
}

/**
 * The time to show for the next train that is most likely to be judged right: the next train is the first
 * of the candidates to arrive from now on, each arriving around its expected time if it runs at all; a
 * shown time P is right when that arrival falls in the accuracy window around P (docs/decisions/036).
 * Where the first train may already have passed, or may still come, this weighs both instead of trusting
 * a point estimate.
 */
export function likeliestShownArrival(
  nowMs: number,
  trains: readonly UncertainArrival[],
): { shownMs: number; chance: number } | undefined {
  if (trains.length === 0) return undefined;
  let best: { shownMs: number; chance: number } | undefined;
  for (let shownMs = nowMs; shownMs <= nowMs + ETA_WINDOW_MS; shownMs += STEP_MS) {
    const window = accuracyWindowOf(shownMs - nowMs);
    if (!window) break;
    const fromMs = Math.max(nowMs, shownMs - window.earlyMs);
    const toMs = shownMs + window.lateMs;
    // Right when no train comes between now and the window, and at least one comes within it.
    let noneBefore = 1;
    let noneWithin = 1;
    for (const train of trains) {
      noneBefore *= 1 - chanceBetween(train, nowMs, fromMs);
      noneWithin *= 1 - chanceBetween(train, fromMs, toMs);
    }
    const chance = noneBefore * (1 - noneWithin);
    if (!best || chance > best.chance) best = { shownMs, chance };
  }
  return best;
}
