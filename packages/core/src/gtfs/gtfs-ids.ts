import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";

/**
 * The ids the static feed publishes and the realtime feeds refer to. They are built from core's own ids
 * only, so they stay the same from one feed version to the next (docs/decisions/016-open-data-feeds.md).
 */

export type ServiceId = "weekday" | "weekend";

export const serviceIdOf = (weekend: boolean): ServiceId => (weekend ? "weekend" : "weekday");

/** Station ids are unique per line only (each line has its own Araneta Center-Cubao). */
export const gtfsStopId = (lineId: LineId, stationId: string) => `${lineId}:${stationId}`;

/** 0 for the direction of increasing schedule minutes (northbound, eastbound), 1 for the other. */
export const gtfsDirectionId = (lineId: LineId, direction: Direction): 0 | 1 =>
  directionsOf(lineId)[0] === direction ? 0 : 1;

const pad2 = (value: number) => String(value).padStart(2, "0");

/** A minute of the service day as GTFS time, HH:MM:SS. */
export const gtfsTime = (minuteOfDay: number) =>
  `${pad2(Math.floor(minuteOfDay / 60))}:${pad2(minuteOfDay % 60)}:00`;

/** A Manila calendar date YYYY-MM-DD as a GTFS date, YYYYMMDD. */
export const gtfsDate = (isoDate: string) => isoDate.replaceAll("-", "");

/** One timetabled train: its line, day type, direction and the minute it leaves its origin terminus. */
export const gtfsTripId = (
  lineId: LineId,
  serviceId: ServiceId,
  direction: Direction,
  departureMinute: number,
) =>
  `${lineId}:${serviceId}:${direction}:${pad2(Math.floor(departureMinute / 60))}${pad2(departureMinute % 60)}`;
