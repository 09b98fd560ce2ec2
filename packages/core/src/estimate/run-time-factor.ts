import type { Direction } from "../domain-types";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;

/** The range of run-time factors (real minutes per spec minute) the estimator believes possible. */
export const FACTOR_RANGE = { min: 0.8, max: 1.8 } as const;
const COARSE_STEP = 0.02;
const FINE_STEP = 0.005;
/** Sightings of stations closer than this in spec minutes say little of run times. */
const MIN_PAIR_MINUTES = 3;
/** How far riders' timing (about 40 s between two riders) and headway dispatch (about 40 s) scatter a sighting from the day's rhythm. */
const SCATTER_MS = 55_000;
/** Pseudo-evidence pulling the learned factor towards the spec's timetable (factor 1) when evidence is thin. */
const PRIOR_EVIDENCE = 1;

/** Two sightings of a direction that, at some factor in range, could be the same or successive trains. */
interface SightingPair {
  elapsedMs: number;
  specMinutes: number;
  headwayMs: number;
}

/**
 * The day's run-time factor: how many real minutes trains take per minute of the spec's timetable.
 * Carried back to the origin at the right factor, every sighting lands on the day's rhythm of
 * departures: two sightings from different stations lie a whole number of headways apart (nought for
 * one train seen twice, one for successive trains). At a wrong factor they land anywhere. The factor is
 * the one at which the most pairs keep that rhythm, near 1 on little evidence
 * (docs/decisions/054-run-time-factor-from-the-days-rhythm.md).
 */
export function learnRunTimeFactor(
  trainsByDirection: ReadonlyMap<Direction, readonly Sighting[]>,
  headwayMsAt: (ms: number) => number,
): number {
  const pairs = candidatePairs(trainsByDirection, headwayMsAt);
  if (pairs.length === 0) return 1;
  let best = { factor: 1, score: Number.NEGATIVE_INFINITY };
  let scoreSum = 0;
  let scored = 0;
  for (let factor = FACTOR_RANGE.min; factor <= FACTOR_RANGE.max + 1e-9; factor += COARSE_STEP) {
    const score = rhythm(pairs, factor);
    scoreSum += score.share;
    scored++;
    if (score.share > best.score) best = { factor, score: score.share };
  }
  const coarse = best.factor;
  for (let factor = coarse - COARSE_STEP; factor <= coarse + COARSE_STEP + 1e-9; factor += FINE_STEP) {
    if (factor < FACTOR_RANGE.min || factor > FACTOR_RANGE.max) continue;
    const score = rhythm(pairs, factor);
    if (score.share > best.score) best = { factor, score: score.share };
  }
  // Evidence: how many more pairs keep the rhythm at the best factor than at a factor taken at random.
  const atBest = rhythm(pairs, best.factor);
  const evidence = Math.max(0, (atBest.share - scoreSum / scored) * atBest.pairs);
  return (best.factor * evidence + PRIOR_EVIDENCE) / (evidence + PRIOR_EVIDENCE);
}

function candidatePairs(
  trainsByDirection: ReadonlyMap<Direction, readonly Sighting[]>,
  headwayMsAt: (ms: number) => number,
): SightingPair[] {
  const pairs: SightingPair[] = [];
  for (const sightings of trainsByDirection.values()) {
    for (let first = 0; first < sightings.length; first++) {
      const earlier = sightings[first];
      if (!earlier) continue;
      const headwayMs = headwayMsAt(earlier.seenMs);
      for (let second = first + 1; second < sightings.length; second++) {
        const later = sightings[second];
        if (!later) continue;
        const elapsedMs = later.seenMs - earlier.seenMs;
        if (elapsedMs > FACTOR_RANGE.max * 60 * MINUTE_MS) break;
        const specMinutes = later.positionMinutes - earlier.positionMinutes;
        if (Math.abs(specMinutes) < MIN_PAIR_MINUTES) continue;
        // Their origin departures, at some factor in range, within one and a half headways.
        const lowest =
          elapsedMs - Math.max(FACTOR_RANGE.min * specMinutes, FACTOR_RANGE.max * specMinutes) * MINUTE_MS;
        const highest =
          elapsedMs - Math.min(FACTOR_RANGE.min * specMinutes, FACTOR_RANGE.max * specMinutes) * MINUTE_MS;
        if (highest < -1.5 * headwayMs || lowest > 1.5 * headwayMs) continue;
        pairs.push({ elapsedMs, specMinutes, headwayMs });
      }
    }
  }
  return pairs;
}

/** The share of pairs within one and a half headways of each other at `factor` that keep the rhythm. */
function rhythm(pairs: readonly SightingPair[], factor: number): { share: number; pairs: number } {
  let total = 0;
  let counted = 0;
  for (const { elapsedMs, specMinutes, headwayMs } of pairs) {
    const apartMs = Math.abs(elapsedMs - factor * specMinutes * MINUTE_MS);
    if (apartMs >= 1.5 * headwayMs) continue;
    const offMs = Math.min(apartMs, Math.abs(apartMs - headwayMs));
    total += Math.exp(-(offMs * offMs) / (2 * SCATTER_MS * SCATTER_MS));
    counted++;
  }
  return { share: counted === 0 ? 0 : total / counted, pairs: counted };
}
