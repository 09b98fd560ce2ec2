import type { Direction } from "../domain-types";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;

/** The range of run-time factors (real minutes per spec minute) the estimator believes possible. */
export const FACTOR_RANGE = { min: 0.8, max: 1.8 } as const;
const BIN_WIDTH = 0.025;
const BIN_COUNT = Math.ceil((FACTOR_RANGE.max - FACTOR_RANGE.min) / BIN_WIDTH);
/** Pairs closer than this in spec minutes say little: the riders' reporting delay swamps the run. */
const MIN_PAIR_MINUTES = 3;
/** Pseudo-pairs pulling the learned factor towards the spec's timetable (factor 1) when evidence is thin. */
const PRIOR_PAIRS = 2;

/**
 * The day's run-time factor: how many real minutes trains take per minute of the spec's timetable,
 * learned from pairs of sightings in the same direction, one station after another. Two sightings of
 * one train give the true factor; sightings of different trains give aliases that shift with the
 * distance between the stations, so the factor is the mode of all pairs' ratios
 * (docs/decisions/035-estimates-from-sightings.md).
 */
export function learnRunTimeFactor(trainsByDirection: ReadonlyMap<Direction, readonly Sighting[]>): number {
  const votes = new Float64Array(BIN_COUNT);
  const ratioSums = new Float64Array(BIN_COUNT);
  let pairs = 0;
  for (const sightings of trainsByDirection.values()) {
    for (let first = 0; first < sightings.length; first++) {
      const earlier = sightings[first];
      if (!earlier) continue;
      // Of the sightings at one station that could be this train, at most one is: each gets a share.
      const candidates = new Map<string, number[]>();
      for (let second = first + 1; second < sightings.length; second++) {
        const later = sightings[second];
        if (!later) continue;
        const elapsedMinutes = (later.seenMs - earlier.seenMs) / MINUTE_MS;
        const specMinutes = later.positionMinutes - earlier.positionMinutes;
        if (elapsedMinutes > FACTOR_RANGE.max * 60) break;
        if (specMinutes < MIN_PAIR_MINUTES) continue;
        const ratio = elapsedMinutes / specMinutes;
        if (ratio < FACTOR_RANGE.min || ratio >= FACTOR_RANGE.max) continue;
        const station = later.report.station_id;
        const ratios = candidates.get(station);
        if (ratios) ratios.push(ratio);
        else candidates.set(station, [ratio]);
      }
      for (const ratios of candidates.values()) {
        const share = 1 / ratios.length;
        for (const ratio of ratios) {
          const bin = Math.floor((ratio - FACTOR_RANGE.min) / BIN_WIDTH);
          votes[bin] = (votes[bin] ?? 0) + share;
          ratioSums[bin] = (ratioSums[bin] ?? 0) + ratio * share;
        }
        pairs += 1;
      }
    }
  }
  if (pairs === 0) return 1;
  const peak = smoothedPeak(votes);
  const nearPeak = votesNear(votes, peak);
  const learned = votesNear(ratioSums, peak) / nearPeak;
  // Evidence for the peak: the pairs near it above the spread of aliases.
  const support = nearPeak - (pairs * 5) / BIN_COUNT;
  const weight = Math.max(0, support);
  return (learned * weight + PRIOR_PAIRS) / (weight + PRIOR_PAIRS);
}

function votesNear(votes: Float64Array, bin: number): number {
  let total = 0;
  for (let offset = -2; offset <= 2; offset++) total += votes[bin + offset] ?? 0;
  return total;
}

/** The bin with the most votes within two bins either side. */
function smoothedPeak(votes: Float64Array): number {
  let best = 0;
  let bestVotes = -1;
  for (let bin = 0; bin < votes.length; bin++) {
    const near = votesNear(votes, bin);
    if (near > bestVotes) {
      best = bin;
      bestVotes = near;
    }
  }
  return best;
}
