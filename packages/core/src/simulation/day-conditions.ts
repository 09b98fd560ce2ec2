import type { LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import type { LineRoute } from "./line-route";
import type { Random } from "./random";
import type { DayConditions, Incident, Scenario, Suspension } from "./service-day";

const MINUTE_MS = 60_000;

/**
 * Real end-to-end times against the timetable's: MRT-3 takes 45-50 minutes since its rehabilitation
 * against the timetable's 32; the LRTs run closer to theirs (decision 036).
 */
const LINE_FACTOR_RANGE: Record<LineId, readonly [number, number]> = {
  lrt1: [1, 1.25],
  lrt2: [1, 1.25],
  mrt3: [1.35, 1.6],
};

function drawIncidents(random: Random, route: LineRoute, openMs: number, closeMs: number): Incident[] {
  const incidents: Incident[] = [];
  const count = random.integer(1, 3);
  for (let index = 0; index < count; index++) {
    const direction = random.pick(directionsOf(route.lineId));
    const stations = route.stationsOf(direction);
    // Somewhere between the termini, where a held train blocks the ones behind it.
    const station = stations[random.integer(1, stations.length - 2)] ?? stations[1];
    incidents.push({
      direction,
      stationId: station ?? "",
      fromMs: Math.round(random.between(openMs + 60 * MINUTE_MS, closeMs - 90 * MINUTE_MS)),
      holdMs: Math.round(random.between(3, 12) * MINUTE_MS),
    });
  }
  return incidents;
}

function drawSuspension(random: Random, route: LineRoute, openMs: number, closeMs: number): Suspension {
  const fromMs = Math.round(random.between(openMs + 120 * MINUTE_MS, closeMs - 180 * MINUTE_MS));
  const toMs = fromMs + Math.round(random.between(30, 60) * MINUTE_MS);
  const stations = route.stationsOf(directionsOf(route.lineId)[0]);
  if (random.chance(0.35)) return { fromMs, toMs, stationIds: stations };
  const length = random.integer(3, Math.ceil(stations.length / 2));
  const start = random.integer(0, stations.length - length);
  return { fromMs, toMs, stationIds: stations.slice(start, start + length) };
}

/** The day's hidden conditions for a scenario; magnitudes vary by seed so no estimator fits one day. */
export function drawConditions(
  random: Random,
  scenario: Scenario,
  route: LineRoute,
  service: { openMs: number; closeMs: number },
): DayConditions {
  if (scenario === "calm") {
    return {
      lineFactor: 1,
      hopNoise: random.between(0.01, 0.03),
      dwellMs: { min: 30_000, max: 50_000 },
      dispatchNoise: 0,
      incidents: [],
      suspension: undefined,
    };
  }
  const [lowFactor, highFactor] = LINE_FACTOR_RANGE[route.lineId];
  return {
    lineFactor: random.between(lowFactor, highFactor),
    hopNoise: random.between(0.05, 0.12),
    dwellMs: { min: 20_000, max: 60_000 },
    dispatchNoise: random.between(0.1, 0.25),
    incidents: drawIncidents(random, route, service.openMs, service.closeMs),
    suspension:
      scenario === "suspension" ? drawSuspension(random, route, service.openMs, service.closeMs) : undefined,
  };
}
