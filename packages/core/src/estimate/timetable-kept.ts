import type { Direction, LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { firstIndexWhere } from "../sorted/first-index-where";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;
/** A sighting this close to a timetable departure from its station is of that departure's train. */
export const AGREEING_MS = 75_000;
/**
 * On a day that keeps the timetable, where riders' sightings of a timetable train fall against its
 * departure: most are prompt reports, around it, spread by riders' reporting and the train's dwell; a few
 * are early in a known way, sent on the train's arrival (its dwell and a prompt report's delay early) or
 * naming the station ahead (one hop early); the rest (reports minutes late, of the wrong direction) fall
 * anywhere (docs/decisions/079-early-reports-on-a-day-that-keeps-the-timetable.md).
 */
const PROMPT_WHEN_KEPT = 0.7;
const ON_ARRIVAL_WHEN_KEPT = 0.05;
const NEXT_STATION_WHEN_KEPT = 0.05;
const ANYWHERE_WHEN_KEPT = 1 - PROMPT_WHEN_KEPT - ON_ARRIVAL_WHEN_KEPT - NEXT_STATION_WHEN_KEPT;
const ON_ARRIVAL_EARLY_MS = 75_000;
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
    const positions = stationPositions(lineId, direction);
    let evidence = 0;
    for (const sighting of sightings) {
      const minute = Math.floor((sighting.seenMs - dayStartMs) / MINUTE_MS);
      const headwayMs = headwayAt(lineId, minute, weekend) * MINUTE_MS;
      const departedOriginMs = sighting.seenMs - sightingLagMs - sighting.positionMinutes * MINUTE_MS;
      const offsetMs = timetableOffsetMs(departuresMs, departedOriginMs);
      const hopMs = hopBeforeMs(positions, sighting.positionMinutes);
      const keptDensity =
        PROMPT_WHEN_KEPT * promptDensity(offsetMs, headwayMs) +
        ON_ARRIVAL_WHEN_KEPT * promptDensity(offsetMs + ON_ARRIVAL_EARLY_MS, headwayMs) +
        (hopMs > 0 ? NEXT_STATION_WHEN_KEPT * promptDensity(offsetMs + hopMs, headwayMs) : 0);
      const likelihoodRatio = headwayMs * keptDensity + ANYWHERE_WHEN_KEPT;
      evidence += Math.log(likelihoodRatio) * 0.5 ** ((nowMs - sighting.seenMs) / HALF_LIFE_MS);
    }
    if (evidence > -LEAVING_EVIDENCE) kept.push(direction);
  }
  // A direction nobody has seen yet runs as the line's other does: the day keeps its timetable or not.
  return kept.length > 0 ? [...kept, ...unseen] : kept;
}

/** The direction's stations as minutes from its origin, in order. */
function stationPositions(lineId: LineId, direction: Direction): number[] {
  return Object.values(SCHEDULES[lineId].stationMinutes)
    .map((minute) => travelMinutes(lineId, direction, minute))
    .sort((a, b) => a - b);
}

/** The timetable's minutes, as ms, from the station before to the one at `position` (0 at the origin). */
function hopBeforeMs(positions: readonly number[], position: number): number {
  const index = firstIndexWhere(positions.length, (at) => (positions[at] ?? 0) >= position);
  return index > 0 ? (position - (positions[index - 1] ?? position)) * MINUTE_MS : 0;
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
