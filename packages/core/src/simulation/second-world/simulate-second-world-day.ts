import type { Direction, LineId } from "../../domain-types";
import { SCHEDULES } from "../../schedule/schedules";
import { servingDirections } from "../../schedule/serving-directions";
import { isManilaWeekend } from "../../time/manila-time";
import { seededRandom } from "../random";
import { drawSecondWorldConditions, drawSecondWorldRiders } from "./second-world-conditions";
import { secondWorldReports } from "./second-world-riders";
import { runSecondWorldTrains } from "./second-world-trains";
import type { SecondWorldDay, SecondWorldKind, SecondWorldTrain } from "./second-world-types";

const MINUTE_MS = 60_000;

function arrivalsOf(lineId: LineId, trains: readonly SecondWorldTrain[]) {
  const arrivals = new Map<string, Map<Direction, number[]>>();
  for (const train of trains) {
    for (const stop of train.stops) {
      if (!servingDirections(lineId, stop.stationId).includes(train.direction)) continue;
      const byDirection = arrivals.get(stop.stationId) ?? new Map<Direction, number[]>();
      arrivals.set(stop.stationId, byDirection);
      byDirection.set(train.direction, [...(byDirection.get(train.direction) ?? []), stop.arrivalMs]);
    }
  }
  for (const byDirection of arrivals.values())
    for (const times of byDirection.values()) times.sort((a, b) => a - b);
  return arrivals;
}

/**
 * A service day of the second simulated world (docs/decisions/102-a-second-simulated-world.md): its own
 * trains, incidents and riders, built apart from the first world's code so that an estimator tuned on
 * one is judged on the other. The same seed gives the same day; the trains do not depend on the share.
 * `dispatchScale` spaces a headway-run day's trains that many timetable headways apart on average
 * (docs/decisions/122-trains-spaced-off-the-timetable.md); `riderLagScale` makes its riders report that
 * many times as late (decision 141).
 */
export function simulateSecondWorldDay({
  lineId,
  date,
  seed,
  kind,
  reportShare,
  dispatchScale = 1,
  riderLagScale = 1,
}: {
  lineId: LineId;
  date: string;
  seed: number;
  kind: SecondWorldKind;
  reportShare: number;
  dispatchScale?: number;
  riderLagScale?: number;
}): SecondWorldDay {
  const dayStartMs = Date.parse(`${date}T00:00:00+08:00`);
  if (!Number.isFinite(dayStartMs)) throw new Error(`not a date: ${date}`);
  const weekend = isManilaWeekend(new Date(dayStartMs + 12 * 60 * MINUTE_MS));
  const schedule = SCHEDULES[lineId];
  const hours = weekend ? schedule.weekend : schedule.weekday;
  const minutes = schedule.stationMinutes;
  const stations = Object.keys(minutes).sort((a, b) => (minutes[a] ?? 0) - (minutes[b] ?? 0));
  const service = {
    lineId,
    dayStartMs,
    weekend,
    openMs: dayStartMs + hours.open * MINUTE_MS,
    closeMs: dayStartMs + hours.close * MINUTE_MS,
    stationCount: stations.length,
  };
  const trainRandom = seededRandom("second-world", "trains", lineId, date, seed, kind);
  const conditions = drawSecondWorldConditions(trainRandom, service, kind, dispatchScale);
  const trains = runSecondWorldTrains(trainRandom, service, conditions);
  const stops = trains.flatMap((train) => train.stops);
  const serviceStartMs = Math.min(...stops.map((stop) => stop.departureMs));
  const serviceEndMs = Math.max(...stops.map((stop) => stop.arrivalMs));
  const riderRandom = seededRandom("second-world", "riders", lineId, date, seed, kind, reportShare);
  const drawn = drawSecondWorldRiders(riderRandom);
  const riders = { ...drawn, lagMedianMs: drawn.lagMedianMs * riderLagScale };
  const context = { random: riderRandom, service, riders, reportShare, serviceEndMs };
  return {
    lineId,
    date,
    seed,
    kind,
    reportShare,
    conditions,
    riders,
    trains,
    arrivals: arrivalsOf(lineId, trains),
    serviceStartMs,
    serviceEndMs,
    reports: secondWorldReports(
      context,
      trains,
      conditions.closure,
      stations,
      `w2-${lineId}-${date}-${seed}`,
    ),
  };
}
