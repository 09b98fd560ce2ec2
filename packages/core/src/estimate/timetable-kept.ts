import type { Direction, LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { firstIndexWhere } from "../sorted/first-index-where";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;
/** A sighting this close to a timetable departure from its station is of that departure's train. */
export const AGREEING_MS = 75_000;
/**
 * On a day that keeps the timetable, the share of sightings that are a rider's prompt report of a timetable
 * train: they fall around its departure, spread by riders' reporting and the train's dwell. The rest
 * (reports minutes late, on arrival, of the wrong station or direction) fall anywhere.
 */
const PROMPT_WHEN_KEPT = 0.75;
const PROMPT_SPREAD_MS = 50_000;
/** A train's say halves with every this much of its age: a day may leave its timetable, or return. */
const HALF_LIFE_MS = 4 * 60 * MINUTE_MS;
/**
 * The timetable is left only on this much evidence against it (log odds): on a day that keeps it a few
 * riders' late reports must not take it away, while a day off it piles evidence up within an hour.
 */
const LEAVING_EVIDENCE = 3;

/**
 * The directions whose trains keep the timetable today, weighing each sighting of the day (newer ones
 * more): how likely its train's departure, carried back to the origin, is on a day that keeps the timetable
 * (near a timetable departure, by riders' spread) against a day whose trains run anywhere between them
 * (docs/decisions/075-sightings-weighed-by-how-far-off-they-are.md). Where headways are so short that
 * riders' spread covers them, a sighting says nothing either way and the timetable stands: on such a day
 * it is the better estimate and sightings only add riders' noise.
 */
export function directionsKeepingTimetable(
  lineId: LineId,
  trains: ReadonlyMap<Direction, readonly Sighting[]>,
  departuresMs: readonly number[],
  dayStartMs: number,
  weekend: boolean,
  nowMs: number,
  sightingLagMs: number,
): Direction[] {
  const kept: Direction[] = [];
  const unseen: Direction[] = [];
  for (const [direction, sightings] of trains) {
    if (sightings.length === 0) {
      unseen.push(direction);
      continue;
    }
    let evidence = 0;
    for (const sighting of sightings) {
      const minute = Math.floor((sighting.seenMs - dayStartMs) / MINUTE_MS);
      const headwayMs = headwayAt(lineId, minute, weekend) * MINUTE_MS;
      const departedOriginMs = sighting.seenMs - sightingLagMs - sighting.positionMinutes * MINUTE_MS;
      const offsetMs = timetableOffsetMs(departuresMs, departedOriginMs);
      const likelihoodRatio =
        PROMPT_WHEN_KEPT * headwayMs * promptDensity(offsetMs, headwayMs) + (1 - PROMPT_WHEN_KEPT);
      evidence += Math.log(likelihoodRatio) * 0.5 ** ((nowMs - sighting.seenMs) / HALF_LIFE_MS);
    }
    if (evidence > -LEAVING_EVIDENCE) kept.push(direction);
  }
  // A direction nobody has seen yet runs as the line's other does: the day keeps its timetable or not.
  return kept.length > 0 ? [...kept, ...unseen] : kept;
}

/**
 * The density of riders' spread around a timetable departure at `offsetMs` from it, departures repeating
 * every `periodMs`: at short headways the spread reaches the neighbouring departures too.
 */
function promptDensity(offsetMs: number, periodMs: number): number {
  let density = 0;
  for (let turn = -2; turn <= 2; turn++) {
    const z = (offsetMs + turn * periodMs) / PROMPT_SPREAD_MS;
    density += Math.exp(-0.5 * z * z);
  }
  return density / (PROMPT_SPREAD_MS * Math.sqrt(2 * Math.PI));
}

/** How much later (or, negative, earlier) than the nearest timetable departure a train left its origin. */
function timetableOffsetMs(departuresMs: readonly number[], departedOriginMs: number): number {
  const low = firstIndexWhere(departuresMs.length, (index) => (departuresMs[index] ?? 0) >= departedOriginMs);
  const afterPrevious = departedOriginMs - (departuresMs[low - 1] ?? Number.NEGATIVE_INFINITY);
  const beforeNext = (departuresMs[low] ?? Number.POSITIVE_INFINITY) - departedOriginMs;
  return afterPrevious <= beforeNext ? afterPrevious : -beforeNext;
}
