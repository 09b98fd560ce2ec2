import { LINES, type Line, type LineId } from "@riles/core";
import { MAP_VIEW } from "#web/config/settings.ts";

/** The map's filter (docs/product.md): every line, or one. */
export type MapFilter = "all" | LineId;

export interface MapView {
  center: [latitude: number, longitude: number];
  zoom: number;
}

const ALL_LINES_VIEW: MapView = {
  center: [MAP_VIEW.defaultCenter.latitude, MAP_VIEW.defaultCenter.longitude],
  zoom: MAP_VIEW.allLinesZoom,
};

export function linesFor(filter: MapFilter): readonly Line[] {
  return filter === "all" ? LINES : LINES.filter((line) => line.id === filter);
}

/** All lines: the default centre at zoom 12; one line: the average of its stations at zoom 13 (spec). */
export function viewFor(filter: MapFilter): MapView {
  const stations = filter === "all" ? [] : linesFor(filter).flatMap((line) => line.stations);
  if (stations.length === 0) return ALL_LINES_VIEW;
  const average = (pick: (station: (typeof stations)[number]) => number) =>
    stations.reduce((sum, station) => sum + pick(station), 0) / stations.length;
  return {
    center: [
      average((station) => station.location.latitude),
      average((station) => station.location.longitude),
    ],
    zoom: MAP_VIEW.singleLineZoom,
  };
}
