import { median } from "./median";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;

/** One train of a direction: when it left (or leaves) its origin terminus, and what says so. */
export interface LatticeTrain {
  originMs: number;
  /** The timetable departure it stands for: its identity for ETA ids and GTFS trips. */
  departureIndex: number;
  /** The sighting this train's time rests on: its own, or the nearest sighted train's. */
  anchor: Sighting | undefined;
  sighted: boolean;
}

interface SightedTrain {
  originMs: number;
  departureIndex: number;
  anchor: Sighting;
}

/** How far riders' report times spread around when trains really left (the estimator's noise model). */
const REPORT_SPREAD_MS = 30_000;
/** A train this far behind its neighbours' drift is more likely a late report than a late train. */
const LATE_REPORT_MS = 90_000;
const EARLY_REPORT_MS = 60_000;
/** How much later than a train's earlier sightings a further one may put it before it reads as a late report. */
const LATER_SIGHTING_MS = 30_000;
/** Sighted trains either side whose drifts say what drift the trains share. */
const NEIGHBOURS = 2;

/** Where each sighting puts its train's departure from the origin, with the learned run times. */
export function originMs(sighting: Sighting, factor: number, reportDelayMs: number): number {
  return sighting.seenMs - reportDelayMs - factor * sighting.positionMinutes * MINUTE_MS;
}

function nearestIndex(departuresMs: readonly number[], ms: number): number {
  let low = 0;
  let high = departuresMs.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((departuresMs[middle] ?? 0) < ms) low = middle + 1;
    else high = middle;
  }
  const previous = departuresMs[low - 1];
  return previous !== undefined && ms - previous < (departuresMs[low] ?? 0) - ms ? low - 1 : low;
}

/**
 * Groups sightings into trains: sightings whose origin departures lie closer than `sameTrainMs` are one
 * train, dated by the sighting furthest along its run. Each train is then matched to a timetable
 * departure, keeping the drift from the previous train, so that the day may run minutes off the
 * timetable while its trains keep their order.
 */
function sightedTrains(
  departuresMs: readonly number[],
  sightings: readonly Sighting[],
  factor: number,
  reportDelayMs: number,
  sameTrainMs: number,
): SightedTrain[] {
  const placed = sightings
    .map((sighting) => ({ sighting, originMs: originMs(sighting, factor, reportDelayMs) }))
    .sort((a, b) => a.originMs - b.originMs);
  const trains: SightedTrain[] = [];
  let drift = 0;
  let previousIndex = -1;
  for (const { sighting, originMs: origin } of placed) {
    const last = trains.at(-1);
    if (last && origin - last.originMs < sameTrainMs) {
      // The sighting furthest along the run says most about the stations ahead (and a held train).
      if (sighting.positionMinutes > last.anchor.positionMinutes) {
        last.anchor = sighting;
        // Riders report late, never early: a sighting further on that puts the train much later than the
        // ones before it is more likely a late report than a train that lost time.
        last.originMs = Math.min(origin, last.originMs + LATER_SIGHTING_MS);
      }
      continue;
    }
    const departureIndex = Math.max(previousIndex + 1, nearestIndex(departuresMs, origin - drift));
    if (departureIndex >= departuresMs.length) break;
    drift = origin - (departuresMs[departureIndex] ?? origin);
    previousIndex = departureIndex;
    trains.push({ originMs: origin, departureIndex, anchor: sighting });
  }
  return trains;
}

/**
 * Each sighted train's drift from the timetable, between its own sighting and its neighbours': the
 * neighbours' median is the drift the trains share; the train's own deviation from it counts as much as
 * the day shows trains really deviate beyond riders' reporting noise (little on a day that keeps the
 * timetable, most on a headway-dispatched one), and not at all when it looks like a late or early report
 * (docs/decisions/035-estimates-from-sightings.md).
 */
function steadied(departuresMs: readonly number[], trains: readonly SightedTrain[]): SightedTrain[] {
  const drifts = trains.map(
    (train) => train.originMs - (departuresMs[train.departureIndex] ?? train.originMs),
  );
  const shared = drifts.map((_, index) =>
    median(drifts.slice(Math.max(0, index - NEIGHBOURS), index + NEIGHBOURS + 1)),
  );
  const deviations = drifts.map((drift, index) => drift - (shared[index] ?? 0));
  const spread = 1.4826 * median(deviations.map(Math.abs));
  const noise = REPORT_SPREAD_MS * REPORT_SPREAD_MS;
  const trainVariance = Math.max(0, spread * spread - noise);
  const ownWeight = trains.length < 2 * NEIGHBOURS ? 1 : trainVariance / (trainVariance + noise);
  return trains.map((train, index) => {
    const deviation = deviations[index] ?? 0;
    const weight = deviation > LATE_REPORT_MS || deviation < -EARLY_REPORT_MS ? 0 : ownWeight;
    const departureMs = departuresMs[train.departureIndex] ?? train.originMs;
    return { ...train, originMs: departureMs + (shared[index] ?? 0) + weight * deviation };
  });
}

/**
 * Every train of the direction today: the sighted ones where riders saw them; between two sighted
 * trains, the timetable's trains spaced evenly; before the first and after the last, the timetable
 * shifted by the nearest sighted train's drift. With no sightings, the timetable itself.
 */
export function trainLattice(
  departuresMs: readonly number[],
  sightings: readonly Sighting[],
  factor: number,
  reportDelayMs: number,
  sameTrainMs: number,
): LatticeTrain[] {
  const sighted = steadied(
    departuresMs,
    sightedTrains(departuresMs, sightings, factor, reportDelayMs, sameTrainMs),
  );
  const lattice: LatticeTrain[] = [];
  const first = sighted[0];
  const shifted = (from: number, to: number, by: SightedTrain | undefined) => {
    const drift = by ? by.originMs - (departuresMs[by.departureIndex] ?? by.originMs) : 0;
    for (let index = from; index < to; index++) {
      lattice.push({
        originMs: (departuresMs[index] ?? 0) + drift,
        departureIndex: index,
        anchor: by?.anchor,
        sighted: false,
      });
    }
  };
  shifted(0, first ? first.departureIndex : departuresMs.length, first);
  for (let position = 0; position < sighted.length; position++) {
    const train = sighted[position];
    if (!train) continue;
    lattice.push({ ...train, sighted: true });
    const next = sighted[position + 1];
    if (!next) {
      shifted(train.departureIndex + 1, departuresMs.length, train);
      continue;
    }
    const between = next.departureIndex - train.departureIndex;
    const step = (next.originMs - train.originMs) / between;
    for (let gap = 1; gap < between; gap++) {
      const nearer = gap * 2 <= between ? train : next;
      lattice.push({
        originMs: train.originMs + gap * step,
        departureIndex: train.departureIndex + gap,
        anchor: nearer.anchor,
        sighted: false,
      });
    }
  }
  return lattice;
}
