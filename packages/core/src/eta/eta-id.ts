import type { Direction, LineId } from "../domain-types";

const pad2 = (value: number) => String(value).padStart(2, "0");

/**
 * A stable id for the ETA of one train at one station: the same train keeps its id across refreshes
 * and report changes (so lists do not re-mount), and no randomness enters the core.
 * `manilaDate` is the service day (YYYY-MM-DD), `departureMinute` the minute it leaves its origin.
 */
export function etaId(
  lineId: LineId,
  stationId: string,
  direction: Direction,
  manilaDate: string,
  departureMinute: number,
): string {
  const time = `${pad2(Math.floor(departureMinute / 60))}:${pad2(departureMinute % 60)}`;
  return `${lineId}:${stationId}:${direction}:${manilaDate}T${time}`;
}
