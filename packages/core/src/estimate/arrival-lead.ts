const SECOND_MS = 1000;
const MINUTE_MS = 60_000;

/**
 * How much earlier than its expected arrival a train is shown. A commuter who comes early still boards
 * and one who comes late misses the train, so a shown time errs early, more so the further ahead it is
 * and the less sure it can be: half the ETA Accuracy Benchmark's allowance for early arrivals short of
 * its window's centre (docs/decisions/035-estimates-from-sightings.md).
 */
export function arrivalLead(aheadMs: number): number {
  if (aheadMs < 3 * MINUTE_MS) return 30 * SECOND_MS;
  if (aheadMs < 6 * MINUTE_MS) return 45 * SECOND_MS;
  return 75 * SECOND_MS;
}
