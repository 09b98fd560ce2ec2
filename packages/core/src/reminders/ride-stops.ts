import type { Direction, LineId } from "../domain-types";
import { getLine } from "../lines/lines";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";

/** Minutes from the origin terminus to a station, the final terminus included (one gets off there). */
export function travelToStop(lineId: LineId, stationId: string, direction: Direction): number | undefined {
  const minutes = SCHEDULES[lineId].stationMinutes;
  if (!Object.hasOwn(minutes, stationId)) return undefined;
  return travelMinutes(lineId, direction, minutes[stationId] ?? 0);
}

/** Minutes a train of `direction` takes from one station to another further along; undefined otherwise. */
export function travelBetween(
  lineId: LineId,
  direction: Direction,
  from: string,
  to: string,
): number | undefined {
  const start = travelToStop(lineId, from, direction);
  const end = travelToStop(lineId, to, direction);
  return start === undefined || end === undefined || end < start ? undefined : end - start;
}

/** The station a train of `direction` calls at just before `stopId`; undefined at the origin terminus. */
export function stopBefore(lineId: LineId, direction: Direction, stopId: string): string | undefined {
  const stop = travelToStop(lineId, stopId, direction);
  if (stop === undefined) return undefined;
  let best: { id: string; minutes: number } | undefined;
  for (const station of getLine(lineId)?.stations ?? []) {
    const minutes = travelToStop(lineId, station.id, direction);
    if (minutes !== undefined && minutes < stop && (!best || minutes > best.minutes))
      best = { id: station.id, minutes };
  }
  return best?.id;
}
