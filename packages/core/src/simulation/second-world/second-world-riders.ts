import { CROWD_LEVELS, type CrowdLevel, type Direction, type ReportStatus } from "../../domain-types";
import type { LineReport } from "../../estimate/estimate-types";
import { directionsOf } from "../../lines/directions";
import { headwayAt } from "../../schedule/headway";
import { servingDirections } from "../../schedule/serving-directions";
import type { Random } from "../random";
import { inPeak, type SecondWorldService } from "./second-world-conditions";
import type { Closure, SecondWorldRiders, SecondWorldTrain } from "./second-world-types";

const MINUTE_MS = 60_000;
const LONGEST_LAG_MS = 25 * MINUTE_MS;
const REPEAT_SHARE = 0.05;
/** A gap this many headways after the train before makes riders say "delayed". */
const DELAYED_GAPS = 1.6;

interface Told {
  stationId: string;
  direction: Direction;
  status: ReportStatus;
  crowd: CrowdLevel;
  createdMs: number;
}

interface Context {
  random: Random;
  service: SecondWorldService;
  riders: SecondWorldRiders;
  reportShare: number;
  serviceEndMs: number;
}

/** A standard normal draw (Box-Muller). */
function normal(random: Random): number {
  const u = Math.max(1e-12, random.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random.next());
}

function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random.next(); product > limit; product *= random.next()) count++;
  return count;
}

function crowd(context: Context, atMs: number, late: boolean): CrowdLevel {
  const base = inPeak(context.service, atMs) ? 2.5 : 1.2;
  const level = base + (late ? 1 : 0) + context.random.between(-1, 1);
  return CROWD_LEVELS[Math.max(0, Math.min(CROWD_LEVELS.length - 1, Math.round(level)))] ?? "moderate";
}

function lagMs(context: Context): number {
  const { riders, random } = context;
  return Math.min(LONGEST_LAG_MS, riders.lagMedianMs * Math.exp(riders.lagLogSpread * normal(random)));
}

function named(context: Context, order: readonly string[], index: number, direction: Direction) {
  const { random, riders, service } = context;
  const roll = random.next();
  const serves = (stationId: string | undefined, way: Direction) =>
    stationId !== undefined && servingDirections(service.lineId, stationId).includes(way);
  let edge = riders.nextStationShare;
  if (roll < edge && serves(order[index + 1], direction))
    return { stationId: order[index + 1] ?? "", direction };
  edge += riders.previousStationShare;
  if (roll < edge && index > 0 && serves(order[index - 1], direction))
    return { stationId: order[index - 1] ?? "", direction };
  edge += riders.wrongDirectionShare;
  const [first, second] = directionsOf(service.lineId);
  const other = direction === first ? second : first;
  if (roll < edge && serves(order[index], other)) return { stationId: order[index] ?? "", direction: other };
  return { stationId: order[index] ?? "", direction };
}

/** Departures before each one at its station and direction, to tell a long gap. */
function previousDepartures(trains: readonly SecondWorldTrain[]): Map<string, number[]> {
  const byPlatform = new Map<string, number[]>();
  for (const train of trains) {
    for (const stop of train.stops.slice(0, -1)) {
      const key = `${stop.stationId}|${train.direction}`;
      const list = byPlatform.get(key) ?? [];
      list.push(stop.departureMs);
      byPlatform.set(key, list);
    }
  }
  for (const list of byPlatform.values()) list.sort((a, b) => a - b);
  return byPlatform;
}

function departureReports(context: Context, trains: readonly SecondWorldTrain[]): Told[] {
  const { random, riders, service, reportShare } = context;
  const told: Told[] = [];
  const platforms = previousDepartures(trains);
  for (const train of trains) {
    const order = train.stops.map((stop) => stop.stationId);
    train.stops.slice(0, -1).forEach((stop, index) => {
      if (!random.chance(reportShare)) return;
      const headwayMs =
        headwayAt(
          service.lineId,
          Math.floor((stop.departureMs - service.dayStartMs) / MINUTE_MS),
          service.weekend,
        ) * MINUTE_MS;
      const before = platforms.get(`${stop.stationId}|${train.direction}`) ?? [];
      const previous = before.findLast((at) => at < stop.departureMs) ?? stop.departureMs - headwayMs;
      const late = train.held || stop.departureMs - previous > DELAYED_GAPS * headwayMs;
      for (let reporter = 0; reporter <= poisson(random, riders.extraReporters); reporter++) {
        const createdMs = Math.round(
          random.chance(riders.onArrivalShare)
            ? stop.arrivalMs + random.between(0, 25_000)
            : stop.departureMs + lagMs(context),
        );
        const report: Told = {
          ...named(context, order, index, train.direction),
          status: late || random.chance(riders.needlessDelayShare) ? "delayed" : "on-time",
          crowd: crowd(context, stop.departureMs, late),
          createdMs,
        };
        told.push(report);
        if (random.chance(REPEAT_SHARE))
          told.push({ ...report, createdMs: createdMs + Math.round(random.between(30_000, 240_000)) });
      }
    });
  }
  return told;
}

/** Riders at closed stations say "cancelled", about twice as often as they report a train. */
function closureReports(context: Context, closure: Closure, stations: readonly string[]): Told[] {
  const { random, service, reportShare } = context;
  const told: Told[] = [];
  for (const index of closure.stationIndexes) {
    const stationId = stations[index] ?? "";
    for (const direction of servingDirections(service.lineId, stationId)) {
      for (let atMs = closure.fromMs; atMs < closure.toMs; atMs += 3 * MINUTE_MS) {
        if (!random.chance(Math.min(1, 2 * reportShare))) continue;
        const createdMs = Math.round(atMs + random.between(0, 3 * MINUTE_MS));
        told.push({
          stationId,
          direction,
          status: "cancelled",
          crowd: crowd(context, createdMs, true),
          createdMs,
        });
      }
    }
  }
  return told;
}

export function secondWorldReports(
  context: Context,
  trains: readonly SecondWorldTrain[],
  closure: Closure | undefined,
  stations: readonly string[],
  idPrefix: string,
): LineReport[] {
  const told = departureReports(context, trains);
  if (closure) told.push(...closureReports(context, closure, stations));
  return told
    .filter((report) => report.createdMs <= context.serviceEndMs)
    .sort((a, b) => a.createdMs - b.createdMs)
    .map((report, index) => ({
      id: `${idPrefix}-${index + 1}`,
      station_id: report.stationId,
      direction: report.direction,
      status: report.status,
      crowd_level: report.crowd,
      created_at: new Date(report.createdMs).toISOString(),
    }));
}
