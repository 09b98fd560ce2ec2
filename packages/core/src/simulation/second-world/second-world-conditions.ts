import type { LineId } from "../../domain-types";
import { directionsOf } from "../../lines/directions";
import { SCHEDULES } from "../../schedule/schedules";
import type { Random } from "../random";
import type {
  Closure,
  Hold,
  RunCut,
  SecondWorldConditions,
  SecondWorldKind,
  SecondWorldRiders,
} from "./second-world-types";

const MINUTE_MS = 60_000;

/** Base run-time factors, wider than the first world's and overlapping across lines (decision 102). */
const BASE_FACTOR: Record<LineId, readonly [number, number]> = {
  lrt1: [0.95, 1.35],
  lrt2: [0.95, 1.3],
  mrt3: [1.15, 1.7],
};

interface Service {
  lineId: LineId;
  dayStartMs: number;
  openMs: number;
  closeMs: number;
  weekend: boolean;
  stationCount: number;
}

function inPeak(service: Service, ms: number): boolean {
  if (service.weekend) return false;
  const minute = (ms - service.dayStartMs) / MINUTE_MS;
  const { peakMorning, peakEvening } = SCHEDULES[service.lineId];
  return [peakMorning, peakEvening].some((peak) => minute >= peak.open && minute < peak.close);
}

function factorCurve(random: Random, service: Service, kind: SecondWorldKind): (ms: number) => number {
  if (kind === "timetable") return () => 1;
  const [low, high] = BASE_FACTOR[service.lineId];
  const base = random.between(low, high);
  const drift = random.between(-0.12, 0.12);
  const peakRise = random.between(0, 0.18);
  const span = service.closeMs - service.openMs;
  return (ms) => {
    const through = Math.max(0, Math.min(1, (ms - service.openMs) / span));
    return base * (1 + drift * (through - 0.5)) * (inPeak(service, ms) ? 1 + peakRise : 1);
  };
}

const somewhen = (random: Random, service: Service) =>
  Math.round(random.between(service.openMs + 45 * MINUTE_MS, service.closeMs - 60 * MINUTE_MS));

function drawHolds(random: Random, service: Service, count: number, maxMinutes: number): Hold[] {
  return Array.from({ length: count }, () => ({
    direction: random.pick(directionsOf(service.lineId)),
    stationIndex: random.integer(1, service.stationCount - 2),
    fromMs: somewhen(random, service),
    holdMs: Math.round(random.between(1.5, maxMinutes) * MINUTE_MS),
  }));
}

function drawCuts(random: Random, service: Service): RunCut[] {
  return Array.from({ length: random.integer(1, 4) }, () => ({
    direction: random.pick(directionsOf(service.lineId)),
    stationIndex: random.integer(2, service.stationCount - 3),
    fromMs: somewhen(random, service),
    turnsBack: random.chance(0.6),
  }));
}

function drawClosure(random: Random, service: Service): Closure {
  const fromMs = Math.round(
    random.between(service.openMs + 90 * MINUTE_MS, service.closeMs - 240 * MINUTE_MS),
  );
  const all = Array.from({ length: service.stationCount }, (_, index) => index);
  if (random.chance(0.4)) {
    return { fromMs, toMs: fromMs + Math.round(random.between(20, 50) * MINUTE_MS), stationIndexes: all };
  }
  // Partial operations: one end of the line is closed, trains turn back short of it.
  const length = random.integer(3, Math.floor(service.stationCount / 2));
  const atStart = random.chance(0.5);
  return {
    fromMs,
    toMs: fromMs + Math.round(random.between(45, 150) * MINUTE_MS),
    stationIndexes: atStart ? all.slice(0, length) : all.slice(service.stationCount - length),
  };
}

/** A day's trains and incidents; `dispatchScale` spaces a headway-run day's dispatches (a timetable day runs to its timetable). */
export function drawSecondWorldConditions(
  random: Random,
  service: Service,
  kind: SecondWorldKind,
  dispatchScale = 1,
): SecondWorldConditions {
  const factorAt = factorCurve(random, service, kind);
  if (kind === "timetable") {
    return {
      factorAt,
      hopNoise: random.between(0.02, 0.05),
      dwellMs: { offPeak: [20_000, 40_000], peak: [20_000, 40_000] },
      dispatchSpread: 0,
      bunchedDispatch: 0,
      dispatchScale: 1,
      holds: drawHolds(random, service, random.integer(0, 2), 3),
      cuts: [],
      closure: undefined,
    };
  }
  return {
    factorAt,
    hopNoise: random.between(0.04, 0.15),
    dwellMs: { offPeak: [20_000, 45_000], peak: [35_000, 90_000] },
    dispatchSpread: random.between(0.15, 0.4),
    bunchedDispatch: random.between(0.03, 0.1),
    dispatchScale,
    holds: drawHolds(random, service, random.integer(2, 6), 15),
    cuts: drawCuts(random, service),
    closure: kind === "disrupted" ? drawClosure(random, service) : undefined,
  };
}

/** Riders of this world: a heavy-tailed lag and other mistake rates than the first world's (decision 102). */
export function drawSecondWorldRiders(random: Random): SecondWorldRiders {
  return {
    lagMedianMs: Math.round(random.between(35_000, 80_000)),
    lagLogSpread: random.between(0.7, 1.1),
    onArrivalShare: random.between(0.05, 0.15),
    nextStationShare: random.between(0, 0.03),
    previousStationShare: random.between(0.01, 0.05),
    wrongDirectionShare: random.between(0.04, 0.1),
    extraReporters: random.between(0.3, 1.2),
    needlessDelayShare: random.between(0.02, 0.08),
  };
}

export type { Service as SecondWorldService };
export { inPeak };
