import type { Line, LineId, Station } from "../domain-types";
import { LINES } from "./lines-data";

const LINE_BY_ID = new Map<string, Line>(LINES.map((line) => [line.id, line]));

const STATION_BY_LINE = new Map<string, Map<string, Station>>(
  LINES.map((line) => [line.id, new Map(line.stations.map((station) => [station.id, station]))]),
);

export function isLineId(value: unknown): value is LineId {
  return typeof value === "string" && LINE_BY_ID.has(value);
}

export function getLine(id: string): Line | undefined {
  return LINE_BY_ID.get(id);
}

export function getStation(lineId: string, stationId: string): Station | undefined {
  return STATION_BY_LINE.get(lineId)?.get(stationId);
}
