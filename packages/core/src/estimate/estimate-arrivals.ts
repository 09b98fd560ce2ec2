import { ETA_WINDOW_MS, REPORT_WINDOW_MS } from "../constants";
import type { Direction, LineId } from "../domain-types";
import { computeTrainEtas } from "../eta/compute-etas";
import { etaId } from "../eta/eta-id";
import { latestReport, reportEffect } from "../eta/report-effect";
import { headwayAt, hopMinutes, pastDeparturesConsidered } from "../schedule/headway";
import { SCHEDULES } from "../schedule/schedules";
import { servingDirections } from "../schedule/serving-directions";
import { travelMinutes } from "../schedule/travel-minutes";
import type { EtaReport } from "../schemas/report-row";
import { isManilaWeekend, manilaDate, manilaMinuteOfDay } from "../time/manila-time";
import { arrivalLead } from "./arrival-lead";
import type { EstimateArrivalsInput, EstimateBasis, EstimatedArrival, LineReport } from "./estimate-types";
import { likeliestShownArrival } from "./likeliest-window";
import { lineState } from "./line-state";
import { DWELL_MS } from "./sighting-lag";
import type { LineSightings, Sighting } from "./sightings";
import { AGREEING_MS } from "./timetable-kept";
import { type LatticeTrain, originMs, trainLattice } from "./train-lattice";

const MINUTE_MS = 60_000;
/** Sightings older than this no longer say where today's trains are; the basis becomes the timetable. */
export const ANCHOR_FRESH_MS = 60 * MINUTE_MS;
/** A train expected this long ago may still be coming (held, or running slower than learned). */
const PASSED_MS = 5 * MINUTE_MS;
/** How unsure an expected arrival is: riders' reporting and a train's own noise ... */
const BASE_SPREAD_MS = 60_000;
/** ... and more per minute it is carried past the sighting it rests on. */
const SPREAD_PER_CARRIED = 0.05;
/**
 * Sightings whose trains left the origin closer than this share of the headway are one train: headway
 * dispatch keeps trains at least three quarters of a headway apart unless an incident bunches them, while
 * riders' reports of one train scatter by a minute or more.
 */
export const SAME_TRAIN_HEADWAYS = 0.55;
/**
 * The chance a train nobody saw runs at all, when the first train is chosen: lines run fewer trains than
 * they publish on some days, and a train placed only by the timetable's spacing then stands for none
 * (docs/decisions/144-a-train-nobody-saw-may-not-run.md).
 */
const UNSEEN_TRAIN_RUNS = 0.75;
/** A train no sighting speaks for is carried as if from half an hour away. */
const UNANCHORED_CARRY_MS = 30 * MINUTE_MS;

/** An estimated arrival with the timetable departure its train stands for (the GTFS trip). */
export interface TrainArrival {
  eta: EstimatedArrival;
  departureMinute: number;
}

interface StationContext {
  lineId: LineId;
  stationId: string;
  nowMs: number;
  date: string;
  departures: readonly number[];
  departuresMs: readonly number[];
  headwayMs: number;
  hopMs: number;
  maxPerDirection: number;
  factor: number;
  /** From a train's arrival to a prompt report of it leaving, as the day's riders show it. */
  sightingLagMs: number;
}

/**
 * Next trains at a station in the next 10 minutes, learned from every report of the line today: each
 * report is a train seen leaving a station, propagated to the stations ahead with the day's learned run
 * times; trains nobody saw follow the timetable's spacing between and beyond the seen ones
 * (docs/decisions/035-estimates-from-sightings.md). Equals the spec's computeEtas when no other station
 * of the line has reported today.
 */
export function estimateArrivals(input: EstimateArrivalsInput): EstimatedArrival[] {
  return estimateTrainArrivals(input).map((train) => train.eta);
}

export function estimateTrainArrivals({
  lineId,
  stationId,
  now,
  reports,
  runTimeFactor,
  keptDirections: knownKeptDirections,
  sightingLagMs: knownSightingLagMs,
  ridersPrior,
}: EstimateArrivalsInput): TrainArrival[] {
  const nowMs = now.getTime();
  const schedule = SCHEDULES[lineId];
  if (!schedule || !Object.hasOwn(schedule.stationMinutes, stationId) || !Number.isFinite(nowMs)) return [];
  const { recent, sightings, factor, keptDirections, sightingLagMs, departures, departuresMs } = lineState(
    lineId,
    reports,
    now,
    { runTimeFactor, keptDirections: knownKeptDirections, sightingLagMs: knownSightingLagMs, ridersPrior },
  );
  const elsewhere = [...sightings.stations].some((reported) => reported !== stationId);
  if (!elsewhere) return specEstimates(lineId, stationId, now, recent);

  const weekend = isManilaWeekend(now);
  const headwayNow = headwayAt(lineId, manilaMinuteOfDay(now), weekend);
  const context: StationContext = {
    lineId,
    stationId,
    nowMs,
    date: manilaDate(now),
    departures,
    departuresMs,
    headwayMs: headwayNow * MINUTE_MS,
    hopMs: hopMinutes(lineId, headwayNow) * MINUTE_MS,
    maxPerDirection: pastDeparturesConsidered(lineId, headwayNow),
    factor,
    sightingLagMs,
  };
  const stationMinute = schedule.stationMinutes[stationId] ?? 0;
  const arrivals: TrainArrival[] = [];
  let spec: TrainArrival[] | undefined;
  for (const direction of servingDirections(lineId, stationId)) {
    const cancelled = cancellationsActingAt(sightings, direction, stationId).length > 0;
    const position = travelMinutes(lineId, direction, stationMinute);
    if (!cancelled && keptDirections.includes(direction)) {
      spec ??= specEstimates(lineId, stationId, now, recent);
      const seen = (sightings.trains.get(direction) ?? []).filter(
        (sighting) => sighting.positionMinutes < position && sighting.seenMs >= nowMs - ANCHOR_FRESH_MS,
      );
      for (const train of spec)
        if (train.eta.direction === direction) arrivals.push(withSightingOfIt(context, train, seen));
      continue;
    }
    arrivals.push(...directionArrivals(context, sightings, direction, position));
  }
  return arrivals.sort((a, b) => a.eta.estimatedArrival.getTime() - b.eta.estimatedArrival.getTime());
}

/** The spec's engine on the station's own reports, each ETA's basis its report in force. */
function specEstimates(
  lineId: LineId,
  stationId: string,
  now: Date,
  reports: readonly LineReport[],
): TrainArrival[] {
  const own = reports.filter((report) => report.station_id === stationId);
  return computeTrainEtas({ lineId, stationId, now, reports: own }).map(({ eta, departureMinute }) => {
    const report = latestReport(own, eta.direction, now.getTime());
    const basis: EstimateBasis = report ? stationReportBasis(report) : { kind: "timetable" };
    return { eta: { ...eta, basis }, departureMinute };
  });
}

/**
 * A timetable train on a day that keeps the timetable: its time stays the timetable's, and what riders saw
 * upstream shows. A sighting names the train when it agrees with its departure or is a late report of it
 * (riders report late, never early); otherwise the newest sighting upstream says what the day's timetable
 * rests on (docs/decisions/075-sightings-weighed-by-how-far-off-they-are.md).
 */
function withSightingOfIt(
  context: StationContext,
  train: TrainArrival,
  seen: readonly Sighting[],
): TrainArrival {
  if (train.eta.basis.kind !== "timetable" || seen.length === 0) return train;
  const dayStartMs = (context.departuresMs[0] ?? 0) - (context.departures[0] ?? 0) * MINUTE_MS;
  const departureMs = dayStartMs + train.departureMinute * MINUTE_MS;
  const lateReportMs = Math.max(AGREEING_MS, context.headwayMs * SAME_TRAIN_HEADWAYS);
  let naming: Sighting | undefined;
  for (const candidate of seen) {
    const laterMs = originMs(candidate, 1, context.sightingLagMs) - departureMs;
    if (laterMs < -AGREEING_MS || laterMs > lateReportMs) continue;
    if (!naming || candidate.positionMinutes > naming.positionMinutes) naming = candidate;
  }
  const basis = naming ? basisOf(naming, context.nowMs, true) : basisOf(seen.at(-1), context.nowMs, false);
  return { ...train, eta: { ...train.eta, basis } };
}

function directionArrivals(
  context: StationContext,
  sightings: LineSightings,
  direction: Direction,
  position: number,
): TrainArrival[] {
  const { nowMs, factor, departuresMs, headwayMs } = context;
  const all = sightings.trains.get(direction) ?? [];
  // A sighting tells of the stations ahead of it only: its train has passed the ones behind. Yet every
  // sighting places the direction's trains: a train seen at the station or past it is gone, and the
  // trains nobody saw are spaced between it and the others (docs/decisions/120-every-sighting-places-the-trains.md).
  const seen = all.filter((sighting) => sighting.positionMinutes < position);
  const cancellation = cancellationInForce(
    cancellationsActingAt(sightings, direction, context.stationId),
    position,
    nowMs,
    seen,
  );
  const reportDelayMs = context.sightingLagMs - DWELL_MS;
  const lattice = trainLattice(
    departuresMs,
    all,
    factor,
    reportDelayMs,
    headwayMs * SAME_TRAIN_HEADWAYS,
  ).filter((train) => !(train.sighted && train.anchor && train.anchor.positionMinutes >= position));
  // Unseen today, the direction keeps the timetable's arrivals, with the day's run times.
  const timetableOnly = seen.length === 0;
  const runMs = factor * position * MINUTE_MS - (position > 0 && !timetableOnly ? DWELL_MS : 0);
  const lead = timetableOnly ? () => 0 : arrivalLead;
  const state = stationState(context, sightings.trains.get(direction) ?? [], direction);

  const arrivals: TrainArrival[] = [];
  const push = (train: LatticeTrain, shownMs: number) => {
    const cancelled = cancellation !== undefined && coveredBy(cancellation, train, factor, reportDelayMs);
    // A train seen past the station is not the rider's: the estimate names the newest sighting on its way.
    const told =
      train.anchor && train.anchor.positionMinutes >= position ? { ...train, anchor: seen.at(-1) } : train;
    arrivals.push(arrival(context, direction, told, shownMs, cancelled ? cancellation : undefined, state));
  };
  const upcoming = lattice
    .map((train) => ({ train, expectedMs: train.originMs + runMs }))
    .filter(({ expectedMs }) => expectedMs >= nowMs - PASSED_MS);
  const first = timetableOnly ? undefined : likeliestFirst(nowMs, upcoming);
  let lastKeptMs = Number.NEGATIVE_INFINITY;
  if (first) {
    push(first.train, first.shownMs);
    lastKeptMs = first.shownMs;
  }
  for (const { train, expectedMs } of upcoming) {
    if (arrivals.length >= context.maxPerDirection) break;
    if (expectedMs < nowMs || (first && expectedMs <= first.expectedMs)) continue;
    const shownMs = Math.max(nowMs, expectedMs - lead(expectedMs - nowMs));
    if (shownMs - nowMs > ETA_WINDOW_MS) break;
    if (shownMs - lastKeptMs < context.hopMs) continue;
    lastKeptMs = shownMs;
    push(train, shownMs);
  }
  return arrivals;
}

interface UpcomingTrain {
  train: LatticeTrain;
  expectedMs: number;
}

/** How unsure a train's expected arrival is: riders' timing, then more the further it is carried. */
function spreadOf({ train, expectedMs }: UpcomingTrain): number {
  const carriedMs = train.anchor ? Math.max(0, expectedMs - train.anchor.seenMs) : UNANCHORED_CARRY_MS;
  const carried = SPREAD_PER_CARRIED * carriedMs;
  return Math.sqrt(BASE_SPREAD_MS * BASE_SPREAD_MS + carried * carried);
}

/**
 * The first train shown: at the time most likely to be judged right, given that the train expected a
 * moment ago may not have come yet and the one expected next may come early (likeliest-window.ts).
 */
function likeliestFirst(
  nowMs: number,
  upcoming: readonly UpcomingTrain[],
): (UpcomingTrain & { shownMs: number }) | undefined {
  const near = upcoming.filter(({ expectedMs }) => expectedMs <= nowMs + ETA_WINDOW_MS + PASSED_MS);
  const best = likeliestShownArrival(
    nowMs,
    near.map((candidate) => ({
      expectedMs: candidate.expectedMs,
      spreadMs: spreadOf(candidate),
      runs: candidate.train.sighted ? 1 : UNSEEN_TRAIN_RUNS,
    })),
  );
  if (!best) return undefined;
  let chosen: UpcomingTrain | undefined;
  for (const candidate of near) {
    if (!chosen || Math.abs(candidate.expectedMs - best.shownMs) < Math.abs(chosen.expectedMs - best.shownMs))
      chosen = candidate;
  }
  return chosen && { ...chosen, shownMs: best.shownMs };
}

/** What the station's own newest report says of the direction: the spec's status and confidence. */
interface StationState {
  effect: ReturnType<typeof reportEffect>;
  report: EtaReport | undefined;
}

function stationState(
  context: StationContext,
  seen: readonly Sighting[],
  direction: Direction,
): StationState {
  const own = seen.filter((sighting) => sighting.report.station_id === context.stationId);
  const report = latestReport(
    own.map((sighting) => sighting.report),
    direction,
    context.nowMs,
  );
  return { effect: reportEffect(report), report };
}

/** What an estimate rests on when it is the station's own report. */
export function stationReportBasis(report: EtaReport): EstimateBasis {
  return {
    kind: "station-report",
    reportId: report.id,
    reportedAt: report.created_at,
    status: report.status,
    crowdLevel: report.crowd_level,
  };
}

/** What the train's time rests on; the station's own report in force when it is newer than the sighting. */
function trainBasis(train: LatticeTrain, state: StationState, nowMs: number): EstimateBasis {
  const { report } = state;
  if (report && (!train.anchor || Date.parse(report.created_at) >= train.anchor.seenMs)) {
    return stationReportBasis(report);
  }
  return basisOf(train.anchor, nowMs, train.sighted);
}

/**
 * A direction's cancellations that act at the station: the station's own (its newest report sets its
 * status, docs/product.md) and, from the stations before it, those riders back. One rider's word does not
 * stop the trains at every station after theirs for everyone
 * (docs/decisions/136-the-arrivals-heed-a-cancellation-riders-back.md). A cancellation within 30 minutes
 * of a backed one is backed too: the server marks the newer of two riders' reports as it pushes it, and a
 * phone that already holds the older one is not sent it again.
 */
function cancellationsActingAt(
  sightings: LineSightings,
  direction: Direction,
  stationId: string,
): Sighting[] {
  const cancellations = sightings.cancellations.get(direction) ?? [];
  const backedMs = cancellations.filter(({ report }) => report.corroborated).map(({ seenMs }) => seenMs);
  return cancellations.filter(
    ({ report, seenMs }) =>
      report.station_id === stationId || backedMs.some((atMs) => Math.abs(atMs - seenMs) < REPORT_WINDOW_MS),
  );
}

/**
 * The newest of the cancellations at or before the station on the direction's run, in the last 30
 * minutes, that no later sighting at or before its station has overtaken.
 */
function cancellationInForce(
  cancellations: readonly Sighting[],
  position: number,
  nowMs: number,
  seen: readonly Sighting[],
): Sighting | undefined {
  for (let index = cancellations.length - 1; index >= 0; index--) {
    const cancellation = cancellations[index];
    if (!cancellation || cancellation.seenMs <= nowMs - REPORT_WINDOW_MS) break;
    if (cancellation.positionMinutes > position) continue;
    const overtaken = seen.some(
      (sighting) =>
        sighting.seenMs > cancellation.seenMs && sighting.positionMinutes <= cancellation.positionMinutes,
    );
    return overtaken ? undefined : cancellation;
  }
  return undefined;
}

/** A cancellation covers the trains that had not passed its station when it was reported. */
function coveredBy(
  cancellation: Sighting,
  train: LatticeTrain,
  factor: number,
  reportDelayMs: number,
): boolean {
  const passedMs = train.originMs + factor * cancellation.positionMinutes * MINUTE_MS;
  return passedMs >= cancellation.seenMs - reportDelayMs;
}

function basisOf(anchor: Sighting | undefined, nowMs: number, trainSighted: boolean): EstimateBasis {
  if (!anchor || anchor.seenMs < nowMs - ANCHOR_FRESH_MS) return { kind: "timetable" };
  return {
    kind: "sighting",
    reportId: anchor.report.id,
    stationId: anchor.report.station_id,
    seenAt: anchor.report.created_at,
    crowdLevel: anchor.report.crowd_level,
    trainSighted,
  };
}

function arrival(
  context: StationContext,
  direction: Direction,
  train: LatticeTrain,
  shownMs: number,
  cancellation: Sighting | undefined,
  state: StationState,
): TrainArrival {
  const departureMinute = context.departures[train.departureIndex] ?? 0;
  const effect = cancellation ? reportEffect(cancellation.report) : state.effect;
  const basis: EstimateBasis =
    cancellation && cancellation.report.station_id !== context.stationId
      ? basisOf(cancellation, context.nowMs, false)
      : cancellation
        ? stationReportBasis(cancellation.report)
        : trainBasis(train, state, context.nowMs);
  return {
    eta: {
      id: etaId(context.lineId, context.stationId, direction, context.date, departureMinute),
      lineId: context.lineId,
      stationId: context.stationId,
      direction,
      estimatedArrival: new Date(shownMs),
      confidenceScore: effect.confidenceScore,
      status: effect.status,
      basis,
    },
    departureMinute,
  };
}
