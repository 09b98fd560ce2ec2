import { ETA_WINDOW_MS } from "../constants";
import type { Direction, LineId, ReportStatus } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { headwayAt, hopMinutes, pastDeparturesConsidered } from "../schedule/headway";
import { scheduleOf } from "../schedule/schedules";
import { servingDirections } from "../schedule/serving-directions";
import { travelMinutes } from "../schedule/travel-minutes";
import type { EtaReport } from "../schemas/report-row";
import { firstIndexWhere } from "../sorted/first-index-where";
import { isManilaWeekend, manilaDate, manilaDayStartMs, manilaMinuteOfDay } from "../time/manila-time";
import { etaId } from "./eta-id";
import { latestReport, type ReportEffect, reportEffect } from "./report-effect";

export interface Eta {
  id: string;
  lineId: LineId;
  stationId: string;
  direction: Direction;
  estimatedArrival: Date;
  confidenceScore: number;
  status: ReportStatus;
}

/** An ETA with the minute its train left the origin terminus: the train's identity in the timetable. */
interface TrainEta {
  eta: Eta;
  departureMinute: number;
}

interface ComputeEtasInput {
  lineId: LineId;
  stationId: string;
  now: Date;
  reports: readonly EtaReport[];
}

const MINUTE_MS = 60_000;

/** The shared context of one computeEtas call. */
interface StationDay {
  lineId: LineId;
  stationId: string;
  nowMs: number;
  dayStartMs: number;
  date: string;
  departures: readonly number[];
  hopMs: number;
  maxPerDirection: number;
}

/** Index of the first departure whose arrival (departure + offset) is not before now. */
function firstArrivingFrom(day: StationDay, offsetMs: number): number {
  const { departures, dayStartMs, nowMs } = day;
  return firstIndexWhere(
    departures.length,
    (index) => dayStartMs + (departures[index] ?? 0) * MINUTE_MS + offsetMs >= nowMs,
  );
}

function directionEtas(
  day: StationDay,
  direction: Direction,
  minutesFromOrigin: number,
  effect: ReportEffect,
): TrainEta[] {
  const offsetMs = (minutesFromOrigin + effect.delayMinutes) * MINUTE_MS;
  const etas: TrainEta[] = [];
  let lastKeptMs = Number.NEGATIVE_INFINITY;
  for (let index = firstArrivingFrom(day, offsetMs); index < day.departures.length; index++) {
    if (etas.length >= day.maxPerDirection) break;
    const departure = day.departures[index] ?? 0;
    const arrivalMs = day.dayStartMs + departure * MINUTE_MS + offsetMs;
    if (arrivalMs - day.nowMs > ETA_WINDOW_MS) break;
    if (arrivalMs - lastKeptMs < day.hopMs) continue;
    lastKeptMs = arrivalMs;
    etas.push({
      eta: {
        id: etaId(day.lineId, day.stationId, direction, day.date, departure),
        lineId: day.lineId,
        stationId: day.stationId,
        direction,
        estimatedArrival: new Date(arrivalMs),
        confidenceScore: effect.confidenceScore,
        status: effect.status,
      },
      departureMinute: departure,
    });
  }
  return etas;
}

/**
 * Next trains at a station within the next 10 minutes, from the published schedule corrected by the
 * newest recent report per direction. Implements docs/product.md "The ETA engine (exact contract)".
 * Pure: same input, same output, whatever the host's clock or time zone.
 */
export function computeEtas(input: ComputeEtasInput): Eta[] {
  return computeTrainEtas(input).map((train) => train.eta);
}

/** computeEtas with each ETA's departure from its origin terminus, which the GTFS feeds name trips by. */
export function computeTrainEtas({ lineId, stationId, now, reports }: ComputeEtasInput): TrainEta[] {
  const schedule = scheduleOf(lineId);
  const nowMs = now.getTime();
  if (!schedule || !Object.hasOwn(schedule.stationMinutes, stationId) || !Number.isFinite(nowMs)) return [];
  const stationMinute = schedule.stationMinutes[stationId] ?? 0;

  const weekend = isManilaWeekend(now);
  const headwayNow = headwayAt(lineId, manilaMinuteOfDay(now), weekend);
  const day: StationDay = {
    lineId,
    stationId,
    nowMs,
    dayStartMs: manilaDayStartMs(now),
    date: manilaDate(now),
    departures: departureMinutes(lineId, weekend),
    hopMs: hopMinutes(lineId, headwayNow) * MINUTE_MS,
    maxPerDirection: pastDeparturesConsidered(lineId, headwayNow),
  };

  const etas: TrainEta[] = [];
  // A direction is not shown at its final terminus.
  for (const direction of servingDirections(lineId, stationId)) {
    const effect = reportEffect(latestReport(reports, direction, nowMs));
    etas.push(...directionEtas(day, direction, travelMinutes(lineId, direction, stationMinute), effect));
  }
  return etas.sort((a, b) => a.eta.estimatedArrival.getTime() - b.eta.estimatedArrival.getTime());
}
