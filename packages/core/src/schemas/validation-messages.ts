import type { Direction, Line } from "../domain-types";
import { directionsOf } from "../lines/directions";

const SHOWN_TEXT_MAX = 40;
const SHOWN_KEYS_MAX = 5;

/**
 * The refused value as a message may quote it. Never calls a method of the input (an object from JSON
 * can carry its own toString) and never echoes more than a short string.
 */
export function shownInput(input: unknown): string {
  if (typeof input === "string") {
    return input.length > SHOWN_TEXT_MAX ? `${input.slice(0, SHOWN_TEXT_MAX)}…` : input;
  }
  if (typeof input === "number" || typeof input === "boolean") return String(input);
  if (input === null) return "null";
  if (input === undefined) return "nothing";
  if (Array.isArray(input)) return "a list";
  return "an object";
}

/** Messages that name the offending value; the fixed ones live in MESSAGES. */
export function unknownLineMessage(input: unknown): string {
  return `Unknown train line: ${shownInput(input)}`;
}

export function unknownStationMessage(line: Line, stationId: string): string {
  return `Unknown station for ${line.name}: ${shownInput(stationId)}`;
}

export function unknownDirectionMessage(input: unknown): string {
  return `Unknown direction: ${shownInput(input)}`;
}

export function wrongDirectionMessage(line: Line, direction: Direction): string {
  const [first, second] = directionsOf(line.id);
  return `${line.name} trains run ${first} or ${second}, not ${direction}`;
}

export function notOneOfMessage(field: string, allowed: readonly string[], input: unknown): string {
  const shown = typeof input === "string" ? `"${shownInput(input)}"` : shownInput(input);
  const received = input === undefined ? "" : ` (received ${shown})`;
  return `${field} must be one of: ${allowed.join(", ")}${received}`;
}

export function unknownFieldsMessage(keys: readonly string[]): string {
  const shown = keys.slice(0, SHOWN_KEYS_MAX).map(shownInput);
  const more = keys.length > SHOWN_KEYS_MAX ? ` and ${keys.length - SHOWN_KEYS_MAX} more` : "";
  return `Unknown field${keys.length > 1 ? "s" : ""}: ${shown.join(", ")}${more}`;
}
