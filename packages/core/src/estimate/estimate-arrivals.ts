import { computeEtas } from "../eta/compute-etas";
import type { EstimateArrivalsInput, EstimatedArrival } from "./estimate-types";

/**
 * Next trains at a station in the next 10 minutes, learned from every report of the line today.
 * First version: the spec's engine on this station's own reports; sightings elsewhere come next.
 */
export function estimateArrivals({
  lineId,
  stationId,
  now,
  reports,
}: EstimateArrivalsInput): EstimatedArrival[] {
  const own = reports.filter((report) => report.station_id === stationId);
  return computeEtas({ lineId, stationId, now, reports: own }).map((eta) => ({
    ...eta,
    basis: { kind: "timetable" },
  }));
}
