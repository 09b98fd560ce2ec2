import type { Direction, LineId } from "../domain-types";

/** The first direction is the one of increasing schedule minutes (docs/product.md). */
const DIRECTIONS_BY_LINE: Record<LineId, readonly [Direction, Direction]> = {
  lrt1: ["northbound", "southbound"],
  mrt3: ["northbound", "southbound"],
  lrt2: ["eastbound", "westbound"],
};

export function directionsOf(lineId: LineId): readonly [Direction, Direction] {
  return DIRECTIONS_BY_LINE[lineId];
}

export function isDirectionOf(lineId: LineId, direction: string): direction is Direction {
  return (DIRECTIONS_BY_LINE[lineId] as readonly string[]).includes(direction);
}

export const DIRECTION_LABELS: Record<Direction, string> = {
  northbound: "Northbound",
  southbound: "Southbound",
  eastbound: "Eastbound",
  westbound: "Westbound",
};
