import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { getStation } from "../lines/lines";
import { departureMinutes } from "../schedule/departures";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { gtfsDirectionId, gtfsStopId, gtfsTripId, type ServiceId, serviceIdOf } from "./gtfs-ids";

/** A station on a train's way, in the order the train calls. */
interface TripStop {
  stationId: string;
  stopId: string;
  /** 1 at the origin terminus. */
  sequence: number;
  minutesFromOrigin: number;
}

export interface GtfsTrip {
  tripId: string;
  lineId: LineId;
  serviceId: ServiceId;
  direction: Direction;
  directionId: 0 | 1;
  departureMinute: number;
  headsign: string;
}

/** The stations a train of `direction` calls at, from its origin terminus to its final one. */
export function tripStops(lineId: LineId, direction: Direction): readonly TripStop[] {
  return Object.entries(SCHEDULES[lineId].stationMinutes)
    .map(([stationId, minute]) => ({
      stationId,
      minutesFromOrigin: travelMinutes(lineId, direction, minute),
    }))
    .sort((a, b) => a.minutesFromOrigin - b.minutesFromOrigin)
    .map((stop, index) => ({ ...stop, stopId: gtfsStopId(lineId, stop.stationId), sequence: index + 1 }));
}

/** The train of the timetable that leaves its origin terminus at `departureMinute`. */
export function gtfsTrip(
  lineId: LineId,
  weekend: boolean,
  direction: Direction,
  departureMinute: number,
): GtfsTrip {
  const serviceId = serviceIdOf(weekend);
  const final = tripStops(lineId, direction).at(-1);
  return {
    tripId: gtfsTripId(lineId, serviceId, direction, departureMinute),
    lineId,
    serviceId,
    direction,
    directionId: gtfsDirectionId(lineId, direction),
    departureMinute,
    headsign: (final && getStation(lineId, final.stationId)?.name) ?? "",
  };
}

/** Every train of a day type on a line, both directions: the departures core's ETA engine runs on. */
export function lineTrips(lineId: LineId, weekend: boolean): GtfsTrip[] {
  return directionsOf(lineId).flatMap((direction) =>
    departureMinutes(lineId, weekend).map((departure) => gtfsTrip(lineId, weekend, direction, departure)),
  );
}
