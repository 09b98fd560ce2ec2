import type { Direction, LineId } from "../domain-types";
import { directionsOf } from "../lines/directions";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import type { LineReport } from "./estimate-types";

/** A rider's report read as a train seen leaving a station, placed on its direction's run. */
export interface Sighting {
  report: LineReport;
  /** The spec's minutes from the direction's origin terminus to the station. */
  positionMinutes: number;
  seenMs: number;
}

export interface LineSightings {
  /** Trains seen leaving, by direction, oldest first. */
  trains: Map<Direction, Sighting[]>;
  /** Cancellation reports, by direction, oldest first. */
  cancellations: Map<Direction, Sighting[]>;
  /** The stations reported from. */
  stations: Set<string>;
}

/**
 * The line's readable reports in [day start, now], split into sightings and cancellations. Reports of
 * another line's direction, of an unknown station or from the future are left out.
 */
export function lineSightings(
  lineId: LineId,
  reports: readonly LineReport[],
  dayStartMs: number,
  nowMs: number,
): LineSightings {
  const stationMinutes = SCHEDULES[lineId].stationMinutes;
  const directions = directionsOf(lineId);
  const trains = new Map<Direction, Sighting[]>(directions.map((direction) => [direction, []]));
  const cancellations = new Map<Direction, Sighting[]>(directions.map((direction) => [direction, []]));
  const stations = new Set<string>();
  for (const report of reports) {
    const seenMs = Date.parse(report.created_at);
    if (!(seenMs >= dayStartMs && seenMs <= nowMs)) continue;
    if (!Object.hasOwn(stationMinutes, report.station_id)) continue;
    const target = report.status === "cancelled" ? cancellations : trains;
    const list = target.get(report.direction);
    if (!list) continue;
    const positionMinutes = travelMinutes(lineId, report.direction, stationMinutes[report.station_id] ?? 0);
    list.push({ report, positionMinutes, seenMs });
    stations.add(report.station_id);
  }
  for (const list of [...trains.values(), ...cancellations.values()])
    list.sort((a, b) => a.seenMs - b.seenMs);
  return { trains, cancellations, stations };
}
