import { CROWD_LEVELS, type CrowdLevel, type Direction, type ReportStatus } from "../domain-types";
import type { LineReport } from "../estimate/estimate-types";
import { directionsOf } from "../lines/directions";
import { headwayAt } from "../schedule/headway";
import { NIGHT_START_MINUTE, SCHEDULES } from "../schedule/schedules";
import { servingDirections } from "../schedule/serving-directions";
import type { Random } from "./random";
import type { RiderHabits, Suspension, TrainRun } from "./service-day";
import type { ServiceDay } from "./train-runs";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
/** A train this much later than the headway in force after the one before it is "delayed" to riders. */
const DELAYED_GAP_RATIO = 1.5;

/** Typical shares (decision 036), each varied by up to a fifth per seed. */
export function drawHabits(random: Random): RiderHabits {
  const around = (share: number) => share * random.between(0.8, 1.2);
  return {
    lateShare: around(0.15),
    onArrivalShare: around(0.05),
    nextStationShare: around(0.04),
    wrongDirectionShare: around(0.03),
    twiceShare: around(0.1),
    needlessDelayShare: around(0.03),
  };
}

interface Sighting {
  stationId: string;
  direction: Direction;
  status: ReportStatus;
  crowdLevel: CrowdLevel;
  createdMs: number;
}

export interface RiderContext {
  random: Random;
  day: ServiceDay;
  habits: RiderHabits;
  reportShare: number;
  serviceEndMs: number;
}

const minuteOfDay = (day: ServiceDay, ms: number) => Math.floor((ms - day.dayStartMs) / MINUTE_MS);

/** Peaks packed, nights nearly empty; a long wait fills the platform, a bunched train runs emptier. */
function crowdOf(context: RiderContext, atMs: number, gapRatio: number): CrowdLevel {
  const { day, random } = context;
  const minute = minuteOfDay(day, atMs);
  const schedule = SCHEDULES[day.lineId];
  const inPeak = [schedule.peakMorning, schedule.peakEvening].some(
    (peak) => minute >= peak.open && minute < peak.close,
  );
  let base = 1.3;
  if (day.weekend) base = 1.5;
  else if (inPeak) base = 2.6;
  else if (minute >= NIGHT_START_MINUTE) base = 0.6;
  const level = base + Math.max(-1, Math.min(1.5, (gapRatio - 1) * 1.5)) + random.between(-0.6, 0.6);
  return CROWD_LEVELS[Math.max(0, Math.min(CROWD_LEVELS.length - 1, Math.round(level)))] ?? "moderate";
}

/** Where and which way the rider says the train went: mostly right, sometimes not (never unservable). */
function namedTarget(
  context: RiderContext,
  stations: readonly string[],
  index: number,
  direction: Direction,
) {
  const { random, habits, day } = context;
  const stationId = stations[index] ?? "";
  const roll = random.next();
  if (roll < habits.nextStationShare) {
    const next = stations[index + 1];
    if (next && servingDirections(day.lineId, next).includes(direction))
      return { stationId: next, direction };
  } else if (roll < habits.nextStationShare + habits.wrongDirectionShare) {
    const [first, second] = directionsOf(day.lineId);
    const other = direction === first ? second : first;
    if (servingDirections(day.lineId, stationId).includes(other)) return { stationId, direction: other };
  }
  return { stationId, direction };
}

/** When the rider sends it: mostly soon after the departure, some minutes later, a few on arrival. */
function reportedAt(context: RiderContext, arrivalMs: number, departureMs: number): number {
  const { random, habits } = context;
  const roll = random.next();
  if (roll < habits.onArrivalShare) return arrivalMs + random.between(0, 20 * SECOND_MS);
  if (roll < habits.onArrivalShare + habits.lateShare) {
    return departureMs + random.between(1.5 * MINUTE_MS, 6 * MINUTE_MS);
  }
  return departureMs + random.between(0, 90 * SECOND_MS);
}

/** Sightings of one direction's trains: one report for a share of the departures, some sent twice. */
export function departureSightings(context: RiderContext, trains: readonly TrainRun[]): Sighting[] {
  const { random, day, habits } = context;
  const sightings: Sighting[] = [];
  trains.forEach((train, trainIndex) => {
    const stations = train.stops.map((stop) => stop.stationId);
    const ahead = trains[trainIndex - 1];
    // The last stop is the far terminus, where nobody boards in this direction.
    for (let index = 0; index < train.stops.length - 1; index++) {
      if (!random.chance(context.reportShare)) continue;
      const stop = train.stops[index];
      if (!stop) continue;
      const headwayMs = headwayAt(day.lineId, minuteOfDay(day, stop.departureMs), day.weekend) * MINUTE_MS;
      const gapMs = stop.departureMs - (ahead?.stops[index]?.departureMs ?? stop.departureMs - headwayMs);
      const held = train.heldAtStop >= 0 && index >= train.heldAtStop;
      const late = held || gapMs > DELAYED_GAP_RATIO * headwayMs || random.chance(habits.needlessDelayShare);
      const createdMs = Math.round(reportedAt(context, stop.arrivalMs, stop.departureMs));
      if (createdMs > context.serviceEndMs) continue;
      const sighting: Sighting = {
        ...namedTarget(context, stations, index, train.direction),
        status: late ? "delayed" : "on-time",
        crowdLevel: crowdOf(context, stop.departureMs, gapMs / headwayMs),
        createdMs,
      };
      sightings.push(sighting);
      if (random.chance(habits.twiceShare)) {
        const againMs = Math.round(createdMs + random.between(20 * SECOND_MS, 120 * SECOND_MS));
        if (againMs <= context.serviceEndMs) sightings.push({ ...sighting, createdMs: againMs });
      }
    }
  });
  return sightings;
}

/** Riders waiting in a suspended stretch say "cancelled" now and then: about a share of the missing trains. */
export function suspensionSightings(context: RiderContext, suspension: Suspension): Sighting[] {
  const { random, day } = context;
  const sightings: Sighting[] = [];
  for (const stationId of suspension.stationIds) {
    for (const direction of servingDirections(day.lineId, stationId)) {
      let atMs = suspension.fromMs;
      while (atMs < suspension.toMs) {
        const headwayMs = headwayAt(day.lineId, minuteOfDay(day, atMs), day.weekend) * MINUTE_MS;
        const createdMs = Math.round(atMs + random.between(0, headwayMs));
        if (createdMs < suspension.toMs && random.chance(context.reportShare)) {
          sightings.push({
            stationId,
            direction,
            status: "cancelled",
            crowdLevel: crowdOf(context, createdMs, 2),
            createdMs,
          });
        }
        atMs += headwayMs;
      }
    }
  }
  return sightings;
}

/** Rows as the API gives them, oldest first, with ids in that order. */
export function asReports(sightings: readonly Sighting[], idPrefix: string): LineReport[] {
  return [...sightings]
    .sort((a, b) => a.createdMs - b.createdMs)
    .map((sighting, index) => ({
      id: `${idPrefix}-${index + 1}`,
      station_id: sighting.stationId,
      direction: sighting.direction,
      status: sighting.status,
      crowd_level: sighting.crowdLevel,
      created_at: new Date(sighting.createdMs).toISOString(),
    }));
}
