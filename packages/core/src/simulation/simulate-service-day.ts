import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { SCHEDULES } from "../schedule/schedules";
import { servingDirections } from "../schedule/serving-directions";
import { isManilaWeekend } from "../time/manila-time";
import { drawConditions } from "./day-conditions";
import { lineRoute } from "./line-route";
import { seededRandom } from "./random";
import {
  asReports,
  departureSightings,
  drawHabits,
  type RiderContext,
  suspensionSightings,
} from "./rider-reports";
import type { RiderHabits, Scenario, SimulatedDay, TrainRun } from "./service-day";
import { runDirection, type ServiceDay } from "./train-runs";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface SimulateServiceDayInput {
  lineId: LineId;
  /** The Manila service day, YYYY-MM-DD. */
  date: string;
  seed: number;
  scenario: Scenario;
  /** The share of train departures a rider reports, 0-1. */
  reportShare: number;
  /**
   * Riders' habits in place of those drawn for the day, each named share alone (the trains and the
   * riders' other draws stay the day's): what one kind of mistake costs is measured by turning it on alone.
   */
  habits?: Partial<RiderHabits>;
}

function serviceDayOf(lineId: LineId, date: string): ServiceDay {
  const dayStartMs = Date.parse(`${date}T00:00:00+08:00`);
  if (!Number.isFinite(dayStartMs)) throw new Error(`not a date: ${date}`);
  const weekend = isManilaWeekend(new Date(dayStartMs + DAY_MS / 2));
  const hours = weekend ? SCHEDULES[lineId].weekend : SCHEDULES[lineId].weekday;
  return {
    lineId,
    dayStartMs,
    weekend,
    openMs: dayStartMs + hours.open * MINUTE_MS,
    closeMs: dayStartMs + hours.close * MINUTE_MS,
  };
}

function trueArrivals(lineId: LineId, trains: readonly TrainRun[]) {
  const arrivals = new Map<string, Map<Direction, number[]>>();
  for (const train of trains) {
    for (const stop of train.stops) {
      if (!servingDirections(lineId, stop.stationId).includes(train.direction)) continue;
      let byDirection = arrivals.get(stop.stationId);
      if (!byDirection) {
        byDirection = new Map();
        arrivals.set(stop.stationId, byDirection);
      }
      const times = byDirection.get(train.direction) ?? [];
      times.push(stop.arrivalMs);
      byDirection.set(train.direction, times);
    }
  }
  for (const byDirection of arrivals.values())
    for (const times of byDirection.values()) times.sort((a, b) => a - b);
  return arrivals;
}

/**
 * A service day of one line: how its trains really ran and what riders reported of them, the same for
 * the same seed. The trains do not depend on the report share, so shares compare on the same day.
 * The model and its limits: docs/decisions/036-a-yardstick-for-next-train-estimates.md.
 */
export function simulateServiceDay({
  lineId,
  date,
  seed,
  scenario,
  reportShare,
  habits: habitsInstead,
}: SimulateServiceDayInput): SimulatedDay {
  const day = serviceDayOf(lineId, date);
  const route = lineRoute(lineId);
  const trainRandom = seededRandom("trains", lineId, date, seed, scenario);
  const conditions = drawConditions(trainRandom, scenario, route, day);
  const byDirection = directionsOf(lineId).map((direction) =>
    runDirection(trainRandom, day, route, conditions, direction),
  );
  const trains = byDirection.flat();
  const stops = trains.flatMap((train) => train.stops);
  const serviceStartMs = Math.min(...stops.map((stop) => stop.departureMs));
  const serviceEndMs = Math.max(...stops.map((stop) => stop.arrivalMs));

  const riderRandom = seededRandom("riders", lineId, date, seed, scenario, reportShare);
  const habits = { ...drawHabits(riderRandom), ...habitsInstead };
  const riders: RiderContext = { random: riderRandom, day, habits, reportShare, serviceEndMs };
  const sightings = byDirection.flatMap((directionTrains) => departureSightings(riders, directionTrains));
  if (conditions.suspension) sightings.push(...suspensionSightings(riders, conditions.suspension));

  return {
    lineId,
    date,
    seed,
    scenario,
    reportShare,
    conditions,
    habits,
    trains,
    arrivals: trueArrivals(lineId, trains),
    departureCount: trains.reduce((count, train) => count + train.stops.length - 1, 0),
    serviceStartMs,
    serviceEndMs,
    reports: asReports(sightings, `${lineId}-${date}-${seed}`),
  };
}
