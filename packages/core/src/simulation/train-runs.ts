import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { headwayAt } from "../schedule/headway";
import type { LineRoute } from "./line-route";
import type { Random } from "./random";
import type { DayConditions, Incident, Stop, Suspension, TrainRun } from "./service-day";

const MINUTE_MS = 60_000;
/** A train may not reach a platform sooner than this after the one ahead reached it ... */
const MIN_SEPARATION_MS = 60_000;
/** ... nor sooner than this after the one ahead left it. */
const CLEARANCE_MS = 30_000;
/** Calm days leave the origin within this of the timetable's minute. */
const CALM_DISPATCH_JITTER_MS = 10_000;
const SHORTEST_RUN_MS = 30_000;

export interface ServiceDay {
  lineId: LineId;
  dayStartMs: number;
  weekend: boolean;
  openMs: number;
  closeMs: number;
}

/** When trains leave the origin: the timetable's minutes, or the headway in force times noise (drifting). */
function dispatchTimes(random: Random, day: ServiceDay, conditions: DayConditions, originSuspended: boolean) {
  if (conditions.dispatchNoise === 0) {
    return departureMinutes(day.lineId, day.weekend).map((minute) =>
      Math.round(day.dayStartMs + minute * MINUTE_MS + random.between(-1, 1) * CALM_DISPATCH_JITTER_MS),
    );
  }
  const suspension = conditions.suspension;
  const times: number[] = [];
  let at = day.openMs + Math.round(random.between(0, MINUTE_MS));
  while (at <= day.closeMs) {
    // No train leaves into a suspended line; the first one goes when service resumes.
    if (originSuspended && suspension && at >= suspension.fromMs && at < suspension.toMs)
      at = suspension.toMs;
    times.push(at);
    const headway = headwayAt(day.lineId, Math.floor((at - day.dayStartMs) / MINUTE_MS), day.weekend);
    at += Math.round(
      headway * MINUTE_MS * random.between(1 - conditions.dispatchNoise, 1 + conditions.dispatchNoise),
    );
  }
  return times;
}

/** Whether a hop from `from` to `to`, between these instants, would move through a suspension. */
function crossesSuspension(
  suspension: Suspension | undefined,
  from: string,
  to: string,
  leaveMs: number,
  reachMs: number,
) {
  if (!suspension) return false;
  const touches = suspension.stationIds.includes(from) || suspension.stationIds.includes(to);
  return touches && leaveMs < suspension.toMs && reachMs > suspension.fromMs;
}

interface RunContext {
  random: Random;
  conditions: DayConditions;
  direction: Direction;
  stations: readonly string[];
  hopMinutes: readonly number[];
  meanDwellMs: number;
  /** Incidents of this direction not yet applied; one train each. */
  pendingIncidents: Incident[];
}

/**
 * One train from `dispatchMs`: every hop runs the timetable's minutes times the line factor and noise, less
 * the mean dwell (the timetable counts arrival to arrival); it waits where it must not move on: behind the
 * train ahead, or before a suspended stretch.
 */
function runTrain(context: RunContext, dispatchMs: number, ahead: TrainRun | undefined): TrainRun {
  const { random, conditions, stations, hopMinutes } = context;
  const firstStation = stations[0] ?? "";
  const origin = Math.max(dispatchMs, (ahead?.stops[0]?.departureMs ?? -Infinity) + MIN_SEPARATION_MS);
  const stops: Stop[] = [{ stationId: firstStation, arrivalMs: origin, departureMs: origin }];
  let heldAtStop = -1;
  for (let index = 1; index < stations.length; index++) {
    const stationId = stations[index] ?? "";
    const previous = stops[index - 1] as Stop;
    const noise = random.between(1 - conditions.hopNoise, 1 + conditions.hopNoise);
    const dwellCredit = index === 1 ? 0 : context.meanDwellMs;
    const runMs = Math.max(
      SHORTEST_RUN_MS,
      Math.round((hopMinutes[index - 1] ?? 0) * MINUTE_MS * conditions.lineFactor * noise - dwellCredit),
    );
    const aheadStop = ahead?.stops[index];
    const earliestArrival = aheadStop
      ? Math.max(aheadStop.departureMs + CLEARANCE_MS, aheadStop.arrivalMs + MIN_SEPARATION_MS)
      : -Infinity;
    let leaveMs = previous.departureMs;
    // Each rule can only push the departure later, so a few rounds settle both.
    for (let round = 0; round < 3; round++) {
      if (leaveMs + runMs < earliestArrival) leaveMs = earliestArrival - runMs;
      if (crossesSuspension(conditions.suspension, previous.stationId, stationId, leaveMs, leaveMs + runMs)) {
        leaveMs = conditions.suspension?.toMs ?? leaveMs;
      }
    }
    previous.departureMs = leaveMs;
    const arrivalMs = leaveMs + runMs;
    const last = index === stations.length - 1;
    let dwellMs = last ? 0 : Math.round(random.between(conditions.dwellMs.min, conditions.dwellMs.max));
    const incident = last
      ? -1
      : context.pendingIncidents.findIndex(
          (held) => held.stationId === stationId && arrivalMs >= held.fromMs,
        );
    if (incident >= 0) {
      dwellMs += context.pendingIncidents[incident]?.holdMs ?? 0;
      context.pendingIncidents.splice(incident, 1);
      heldAtStop = index;
    }
    const departureMs = last
      ? arrivalMs
      : Math.max(arrivalMs + dwellMs, (aheadStop?.departureMs ?? -Infinity) + MIN_SEPARATION_MS);
    stops.push({ stationId, arrivalMs, departureMs });
  }
  return { direction: context.direction, stops, heldAtStop };
}

/** Every train of the day in one direction, in dispatch order. */
export function runDirection(
  random: Random,
  day: ServiceDay,
  route: LineRoute,
  conditions: DayConditions,
  direction: Direction,
): TrainRun[] {
  const stations = route.stationsOf(direction);
  const originSuspended = conditions.suspension?.stationIds.includes(stations[0] ?? "") ?? false;
  const context: RunContext = {
    random,
    conditions,
    direction,
    stations,
    hopMinutes: route.hopMinutesOf(direction),
    meanDwellMs: (conditions.dwellMs.min + conditions.dwellMs.max) / 2,
    pendingIncidents: conditions.incidents.filter((incident) => incident.direction === direction),
  };
  const trains: TrainRun[] = [];
  for (const dispatchMs of dispatchTimes(random, day, conditions, originSuspended)) {
    trains.push(runTrain(context, dispatchMs, trains[trains.length - 1]));
  }
  return trains;
}
