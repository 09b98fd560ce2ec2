import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;
/** A sighting this close to a timetable departure from its station agrees with the timetable. */
const AGREEING_MS = 75_000;
/** The share of agreeing sightings above which the day is taken to keep the timetable. */
const KEPT_SHARE = 0.55;
const MIN_SIGHTINGS = 6;

/**
 * Whether a direction's trains keep the timetable today: most recent sightings fall within a minute of
 * a timetable departure from their station, beyond riders' reporting delay and the train's dwell. On such
 * a day the timetable is the better estimate and sightings only add riders' noise; on a day dispatched by
 * headway, drifting and running longer, few do (docs/decisions/035-estimates-from-sightings.md).
 */
export function keepsTimetable(
  departuresMs: readonly number[],
  sightings: readonly Sighting[],
  sightingLagMs: number,
): boolean {
  if (sightings.length < MIN_SIGHTINGS) return false;
  let agreeing = 0;
  for (const sighting of sightings) {
    const departedOriginMs = sighting.seenMs - sightingLagMs - sighting.positionMinutes * MINUTE_MS;
    if (nearestGapMs(departuresMs, departedOriginMs) <= AGREEING_MS) agreeing++;
  }
  return agreeing >= KEPT_SHARE * sightings.length;
}

function nearestGapMs(departuresMs: readonly number[], ms: number): number {
  let low = 0;
  let high = departuresMs.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((departuresMs[middle] ?? 0) < ms) low = middle + 1;
    else high = middle;
  }
  return Math.min(
    Math.abs(ms - (departuresMs[low - 1] ?? Number.NEGATIVE_INFINITY)),
    Math.abs((departuresMs[low] ?? Number.POSITIVE_INFINITY) - ms),
  );
}
