import type { Direction, LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { firstIndexWhere } from "../sorted/first-index-where";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;
/** A sighting this close to a timetable departure from its station agrees with the timetable. */
export const AGREEING_MS = 75_000;
/** How often a sighting agrees on a day that keeps the timetable (riders' late reports are the rest). */
const AGREES_WHEN_KEPT = 0.78;
/** A sighting's say halves with every this much of its age: a day may leave its timetable, or return. */
const HALF_LIFE_MS = 4 * 60 * MINUTE_MS;
/**
 * The timetable is left only on this much evidence against it (log odds): on a day that keeps it a few
 * riders' late reports must not take it away, while a day off it piles evidence up within an hour.
 */
const LEAVING_EVIDENCE = 1.5;

/**
 * The directions whose trains keep the timetable today, weighing each sighting of the day (newer ones
 * more): one that falls within a minute of a timetable departure from its station (beyond riders'
 * reporting delay and the train's dwell) is as likely on a kept day as a sighting of a train off the
 * timetable landing there by chance; one that does not speaks against the timetable. Where headways are
 * so short that chance agreement is as likely, the timetable stands: on such a day it is the better
 * estimate and sightings only add riders' noise (docs/decisions/035-estimates-from-sightings.md).
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
      const agreesByChance = Math.min(
        AGREES_WHEN_KEPT,
        (2 * AGREEING_MS) / (headwayAt(lineId, minute, weekend) * MINUTE_MS),
      );
      const departedOriginMs = sighting.seenMs - sightingLagMs - sighting.positionMinutes * MINUTE_MS;
      const agrees = agreesWithTimetable(departuresMs, departedOriginMs);
      const say = agrees
        ? Math.log(AGREES_WHEN_KEPT / agreesByChance)
        : Math.log((1 - AGREES_WHEN_KEPT) / (1 - agreesByChance));
      evidence += say * 0.5 ** ((nowMs - sighting.seenMs) / HALF_LIFE_MS);
    }
    if (evidence > -LEAVING_EVIDENCE) kept.push(direction);
  }
  // A direction nobody has seen yet runs as the line's other does: the day keeps its timetable or not.
  return kept.length > 0 ? [...kept, ...unseen] : kept;
}

/** Whether a train that left its origin at `departedOriginMs` is one of the timetable's departures. */
export function agreesWithTimetable(departuresMs: readonly number[], departedOriginMs: number): boolean {
  const low = firstIndexWhere(departuresMs.length, (index) => (departuresMs[index] ?? 0) >= departedOriginMs);
  const gapMs = Math.min(
    Math.abs(departedOriginMs - (departuresMs[low - 1] ?? Number.NEGATIVE_INFINITY)),
    Math.abs((departuresMs[low] ?? Number.POSITIVE_INFINITY) - departedOriginMs),
  );
  return gapMs <= AGREEING_MS;
}
