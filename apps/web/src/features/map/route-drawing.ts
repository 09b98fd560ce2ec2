import { getLine, getStation, type JourneyPlanAnswer, type LineId } from "@riles/core";

type Leg = JourneyPlanAnswer["journeys"][number]["legs"][number];
type LatLng = [latitude: number, longitude: number];

/** A stretch of the route: a ride through its stations in the line's colour, or a walk between lines. */
interface RoutePath {
  kind: "ride" | "walk";
  lineId: LineId;
  positions: LatLng[];
}

/** Where the rider starts, changes line (both sides of a walk) or ends. */
export interface RouteStop {
  role: "start" | "change" | "end";
  lineId: LineId;
  stationId: string;
  position: LatLng;
}

const at = (lineId: LineId, stationId: string): LatLng[] => {
  const location = getStation(lineId, stationId)?.location;
  return location ? [[location.latitude, location.longitude]] : [];
};

/** The stations a ride passes, boarding and alighting ones included, in the order it passes them. */
function rideStations(lineId: LineId, boardStationId: string, alightStationId: string): LatLng[] {
  const stations = getLine(lineId)?.stations ?? [];
  const board = stations.findIndex((station) => station.id === boardStationId);
  const alight = stations.findIndex((station) => station.id === alightStationId);
  if (board < 0 || alight < 0) return [];
  const passed = stations.slice(Math.min(board, alight), Math.max(board, alight) + 1);
  if (board > alight) passed.reverse();
  return passed.map(({ location }) => [location.latitude, location.longitude]);
}

/**
 * What the map draws of a journey (docs/product.md, Journeys): each ride along its line's stations, each
 * walk as a straight stretch between the two stations, and the stations where the rider starts, changes
 * and ends, each once.
 */
export function routeDrawing(legs: readonly Leg[]): { paths: RoutePath[]; stops: RouteStop[] } {
  const paths: RoutePath[] = [];
  const ends: Omit<RouteStop, "role" | "position">[] = [];
  const reach = (lineId: LineId, stationId: string) => {
    const last = ends.at(-1);
    if (last?.lineId !== lineId || last.stationId !== stationId) ends.push({ lineId, stationId });
  };
  for (const leg of legs) {
    if (leg.kind === "ride") {
      paths.push({
        kind: "ride",
        lineId: leg.line_id,
        positions: rideStations(leg.line_id, leg.board_station_id, leg.alight_station_id),
      });
      reach(leg.line_id, leg.board_station_id);
      reach(leg.line_id, leg.alight_station_id);
    } else {
      paths.push({
        kind: "walk",
        lineId: leg.to.line_id,
        positions: [...at(leg.from.line_id, leg.from.station_id), ...at(leg.to.line_id, leg.to.station_id)],
      });
      reach(leg.from.line_id, leg.from.station_id);
      reach(leg.to.line_id, leg.to.station_id);
    }
  }
  const stops = ends.flatMap((end, index): RouteStop[] =>
    at(end.lineId, end.stationId).map((position) => ({
      ...end,
      position,
      role: index === 0 ? "start" : index === ends.length - 1 ? "end" : "change",
    })),
  );
  return { paths, stops };
}
