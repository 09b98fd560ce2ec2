import { NEAREST_STATIONS } from "../constants";
import type { GeoPoint, LineId, Station } from "../domain-types";
import { LINES } from "../lines/lines-data";
import { distanceMeters } from "./distance";

export interface NearestStation {
  station: Station;
  lineId: LineId;
  lineName: string;
  /** Metres. */
  distance: number;
}

/** Stations of every line within 5000 m of `point`, nearest first, at most 3 (docs/product.md). */
export function nearestStations(point: GeoPoint): NearestStation[] {
  const candidates: NearestStation[] = [];
  for (const line of LINES) {
    for (const station of line.stations) {
      const distance = distanceMeters(point, station.location);
      if (distance <= NEAREST_STATIONS.maxDistanceMeters) {
        candidates.push({ station, lineId: line.id, lineName: line.name, distance });
      }
    }
  }
  return candidates.sort((a, b) => a.distance - b.distance).slice(0, NEAREST_STATIONS.maxResults);
}
