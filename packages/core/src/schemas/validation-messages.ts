import type { Direction, Line } from "../domain-types";
import { directionsOf } from "../lines/directions";

/** Messages that name the offending value; the fixed ones live in MESSAGES. */

export function unknownLineMessage(input: unknown): string {
  return `Unknown train line: ${String(input)}`;
}

export function unknownStationMessage(line: Line, stationId: string): string {
  return `Unknown station for ${line.name}: ${stationId}`;
}

export function unknownDirectionMessage(input: unknown): string {
  return `Unknown direction: ${String(input)}`;
}

export function wrongDirectionMessage(line: Line, direction: Direction): string {
  const [first, second] = directionsOf(line.id);
  return `${line.name} trains run ${first} or ${second}, not ${direction}`;
}

export function notOneOfMessage(field: string, allowed: readonly string[], input: unknown): string {
  const received = input === undefined ? "" : ` (received ${JSON.stringify(input)})`;
  return `${field} must be one of: ${allowed.join(", ")}${received}`;
}

export function unknownFieldsMessage(keys: readonly string[]): string {
  return `Unknown field${keys.length > 1 ? "s" : ""}: ${keys.join(", ")}`;
}
