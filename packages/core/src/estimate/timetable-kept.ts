import type { Direction, LineId } from "../domain-types";
import { headwayAt } from "../schedule/headway";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { firstIndexWhere } from "../sorted/first-index-where";
import { type KeptDayHabits, kindDensities, type TimedSighting } from "./kept-day-habits";
import type { Sighting } from "./sightings";
import { originMs as originAt } from "./train-lattice";

const MINUTE_MS = 60_000;
/** A sighting this close to a timetable departure from its station is of that departure's train. */
export const AGREEING_MS = 75_000;
/** A train's say halves with every this much of its age: a day may leave its timetable, or return. */
const HALF_LIFE_MS = 4 * 60 * MINUTE_MS;
/**
 * The timetable is left only on this much evidence against it (log odds): on a day that keeps it a few
 * riders' late reports must not take it away, while a day off it piles evidence up within an hour.
 */
export const LEAVING_EVIDENCE = 3;

/** A sighting as the timetable judgement reads it: as the habits do, and which train it is of. */
export interface TrainSighting extends TimedSighting {
  /** When its train left the origin, read with the timetable's run times: one train's sightings lie close. */
  originMs: number;
  /** Who sent it, where the server knows (never on phones): one account alone cannot take the timetable away. */
  reporter?: string | null;
}

/**
 * Each sighting of a direction as the kept-day habits read it: where it falls against the timetable's
 * arrival at its station, and how much it counts now (newer ones more).
 */
export function timedSightings(
  lineId: LineId,
  direction: Direction,
  sightings: readonly Sighting[],
  departuresMs: readonly number[],
  dayStartMs: number,
  weekend: boolean,
  nowMs: number,
): TrainSighting[] {
  const positions = stationPositions(lineId, direction);
  return sightings.map((sighting) => {
    const minute = Math.floor((sighting.seenMs - dayStartMs) / MINUTE_MS);
    const originMs = originAt(sighting, 1, 0);
    return {
      originMs,
      reporter: sighting.report.reporter,
      offsetMs: timetableOffsetMs(departuresMs, originMs),
      hopMs: hopBeforeMs(positions, sighting.positionMinutes),
      periodMs: headwayAt(lineId, minute, weekend) * MINUTE_MS,
      weight: 0.5 ** ((nowMs - sighting.seenMs) / HALF_LIFE_MS),
    };
  });
}

/**
 * The directions whose trains keep the timetable today, weighing each sighting of the day (newer ones
 * more): how likely it is on a day that keeps the timetable (riders' habits around the timetable's
 * arrival, kept-day-habits.ts) against a day whose trains run anywhere between departures
 * (docs/decisions/075-sightings-weighed-by-how-far-off-they-are.md, 079, 103). Where headways are so short
 * that riders' spread covers them, a sighting says nothing either way and the timetable stands: on such a
 * day it is the better estimate and sightings only add riders' noise. A direction is kept while its
 * evidence stays above `neededEvidence`: not too much against the timetable by default (without the one
 * train that counts most against it), or as much for it where habits fitted to the day itself must show it
 * (docs/decisions/125-a-day-its-riders-show-keeping-the-timetable.md).
 */
export function directionsKeepingTimetable(
  timed: ReadonlyMap<Direction, readonly TrainSighting[]>,
  habits: KeptDayHabits,
  neededEvidence = -LEAVING_EVIDENCE,
): Direction[] {
  const kept: Direction[] = [];
  const unseen: Direction[] = [];
  for (const [direction, sightings] of timed) {
    if (sightings.length === 0) {
      unseen.push(direction);
      continue;
    }
    const evidence = sightings.map((sighting) => {
      const densities = kindDensities(sighting, habits);
      const keptDensity = densities.prompt + densities.onArrival + densities.nextStation;
      return Math.log(sighting.periodMs * keptDensity + habits.anywhere) * sighting.weight;
    });
    // One train alone, held at a station or reported late by its riders together, is an incident, not a day
    // off the timetable, and one account alone is one voice: leaving it, the account that counts most
    // against it is left out, then the train that counts most of what remains. Taking it back (decision 125)
    // needs the evidence of every train.
    const counted =
      neededEvidence < 0
        ? evidenceBeyondOneVoice(sightings, evidence)
        : evidence.reduce((sum, own) => sum + own, 0);
    if (counted > neededEvidence) kept.push(direction);
  }
  // A direction nobody has seen yet runs as the line's other does: the day keeps its timetable or not.
  return kept.length > 0 ? [...kept, ...unseen] : kept;
}

/**
 * The evidence against the timetable once the account that counts most against it is left out (where
 * reports name who sent them) and then the train that counts most of the rest
 * (docs/decisions/172-one-account-does-not-take-the-timetable-away.md).
 */
function evidenceBeyondOneVoice(sightings: readonly TrainSighting[], evidence: readonly number[]): number {
  const byAccount = new Map<string, { sightings: number; evidence: number }>();
  sightings.forEach((sighting, index) => {
    if (!sighting.reporter) return;
    const account = byAccount.get(sighting.reporter) ?? { sightings: 0, evidence: 0 };
    byAccount.set(sighting.reporter, {
      sightings: account.sightings + 1,
      evidence: account.evidence + (evidence[index] ?? 0),
    });
  });
  // An account of one sighting is one train's worth at most, which the train rule below already leaves out.
  let loudest: string | undefined;
  let loudestEvidence = 0;
  for (const [reporter, account] of byAccount)
    if (account.sightings > 1 && account.evidence < loudestEvidence) {
      loudest = reporter;
      loudestEvidence = account.evidence;
    }
  const rest = sightings.flatMap((sighting, index) =>
    loudest !== undefined && sighting.reporter === loudest ? [] : [{ sighting, own: evidence[index] ?? 0 }],
  );
  const restEvidence = rest.map(({ own }) => own);
  const total = restEvidence.reduce((sum, own) => sum + own, 0);
  return (
    total -
    worstTrainEvidence(
      rest.map(({ sighting }) => sighting),
      restEvidence,
    )
  );
}

/**
 * The evidence of the direction's train that counts most against the timetable, or 0 when none counts
 * against it (docs/decisions/139-one-train-does-not-take-the-timetable-away.md). Sightings whose trains
 * left the origin within `AGREEING_MS` of the train's first are one train.
 */
function worstTrainEvidence(sightings: readonly TrainSighting[], evidence: readonly number[]): number {
  const byOrigin = sightings
    .map((sighting, index) => ({ originMs: sighting.originMs, evidence: evidence[index] ?? 0 }))
    .sort((a, b) => a.originMs - b.originMs);
  const trains: number[] = [];
  let trainOriginMs = Number.NEGATIVE_INFINITY;
  for (const { originMs, evidence: own } of byOrigin) {
    // Measured from the train's first sighting, so that trains a minute apart never chain into one.
    if (originMs - trainOriginMs < AGREEING_MS) trains[trains.length - 1] = (trains.at(-1) ?? 0) + own;
    else {
      trains.push(own);
      trainOriginMs = originMs;
    }
  }
  return Math.min(0, ...trains);
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

/** How much later (or, negative, earlier) than the nearest timetable departure a train left its origin. */
function timetableOffsetMs(departuresMs: readonly number[], departedOriginMs: number): number {
  const low = firstIndexWhere(departuresMs.length, (index) => (departuresMs[index] ?? 0) >= departedOriginMs);
  const afterPrevious = departedOriginMs - (departuresMs[low - 1] ?? Number.NEGATIVE_INFINITY);
  const beforeNext = (departuresMs[low] ?? Number.POSITIVE_INFINITY) - departedOriginMs;
  return afterPrevious <= beforeNext ? afterPrevious : -beforeNext;
}
