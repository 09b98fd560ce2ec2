import type { LineId } from "../domain-types";
import type { Journey } from "../journeys/journey-types";
import type { SimulatedDay } from "./service-day";

/**
 * When a rider who follows the journey really arrives on simulated days of its lines: on the platform at
 * `leaveMs`, each ride on the first train of its direction that leaves the boarding station after the
 * rider is there, off where the journey says, each walk as long as planned. Undefined when no train came.
 */
export function trueArrivalMs(
  journey: Journey,
  days: Readonly<Partial<Record<LineId, SimulatedDay>>>,
  leaveMs: number,
): number | undefined {
  let readyMs = leaveMs;
  for (const leg of journey.legs) {
    if (leg.kind === "walk") {
      readyMs += leg.minutes * 60_000;
      continue;
    }
    let alightMs: number | undefined;
    let boardedMs = Number.POSITIVE_INFINITY;
    for (const train of days[leg.lineId]?.trains ?? []) {
      if (train.direction !== leg.direction) continue;
      const board = train.stops.find((stop) => stop.stationId === leg.boardStationId);
      if (!board || board.departureMs < readyMs || board.departureMs >= boardedMs) continue;
      const alight = train.stops.find((stop) => stop.stationId === leg.alightStationId);
      if (!alight) continue;
      boardedMs = board.departureMs;
      alightMs = alight.arrivalMs;
    }
    if (alightMs === undefined) return undefined;
    readyMs = alightMs;
  }
  return readyMs;
}
