import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { stationTravelMinutes } from "../lines/termini";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import { departureMinutes } from "./departures";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** How long before a direction's last train of the day the screen names it. */
const LAST_TRAIN_NOTICE_MS = 60 * MINUTE_MS;

export interface ScheduledTrain {
  direction: Direction;
  at: Date;
}

/**
 * Scheduled arrivals (schedule alone, no reports) of `direction` at the station on the Manila day that
 * starts at `dayStartMs`, with that day's own day type.
 */
export function arrivalsOn(
  lineId: LineId,
  stationId: string,
  direction: Direction,
  dayStartMs: number,
): number[] {
  const travel = stationTravelMinutes(lineId, stationId, direction);
  if (travel === undefined) return [];
  // Noon of that day: safely inside it whatever the host's zone.
  const weekend = isManilaWeekend(new Date(dayStartMs + DAY_MS / 2));
  return departureMinutes(lineId, weekend).map((minute) => dayStartMs + (minute + travel) * MINUTE_MS);
}

/**
 * Each serving direction's first train of the next service day: today's first if it has not come yet,
 * otherwise tomorrow's (tomorrow's day type: a Friday night gives Saturday's first train).
 */
export function firstTrains(lineId: LineId, stationId: string, now: Date): ScheduledTrain[] {
  const today = manilaDayStartMs(now);
  const trains: ScheduledTrain[] = [];
  for (const direction of directionsOf(lineId)) {
    const first = arrivalsOn(lineId, stationId, direction, today)[0];
    if (first === undefined) continue;
    const at = first >= now.getTime() ? first : arrivalsOn(lineId, stationId, direction, today + DAY_MS)[0];
    if (at !== undefined) trains.push({ direction, at: new Date(at) });
  }
  return trains.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The soonest scheduled train from `now` to the end of today's service, if any: in either direction, or
 * in `only` that one.
 */
export function nextTrainToday(
  lineId: LineId,
  stationId: string,
  now: Date,
  only?: Direction,
): ScheduledTrain | undefined {
  const today = manilaDayStartMs(now);
  let next: ScheduledTrain | undefined;
  for (const direction of only ? [only] : directionsOf(lineId)) {
    const at = arrivalsOn(lineId, stationId, direction, today).find((arrival) => arrival >= now.getTime());
    if (at !== undefined && (!next || at < next.at.getTime())) next = { direction, at: new Date(at) };
  }
  return next;
}

/**
 * The direction's last train of today at the station, once `now` is within the last hour before it
 * (and not after it); undefined otherwise.
 */
export function lastTrainSoon(
  lineId: LineId,
  stationId: string,
  direction: Direction,
  now: Date,
): Date | undefined {
  const last = arrivalsOn(lineId, stationId, direction, manilaDayStartMs(now)).at(-1);
  if (last === undefined) return undefined;
  const nowMs = now.getTime();
  return nowMs >= last - LAST_TRAIN_NOTICE_MS && nowMs <= last ? new Date(last) : undefined;
}
