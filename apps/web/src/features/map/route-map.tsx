import "leaflet/dist/leaflet.css";
import "./map-controls.css";
import { getLine, getStation, type JourneyPlanAnswer } from "@riles/core";
import { latLngBounds } from "leaflet";
import { useMemo } from "react";
import { MapContainer, Marker, Polyline, TileLayer } from "react-leaflet";
import { SETTINGS } from "#web/config/env.ts";
import { MAP_VIEW } from "#web/config/settings.ts";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";
import { ControlWords } from "./control-words";
import { DecorativePane } from "./decorative-pane";
import { EndZoomOnLeave } from "./end-zoom-on-leave";
import { type RouteStop, routeDrawing } from "./route-drawing";
import { PIN_PADDING, stationIcon } from "./station-icon";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** A walk between lines, dashed so it reads as on foot. */
const WALK_DASHES = "4 8";

type Leg = JourneyPlanAnswer["journeys"][number]["legs"][number];

/**
 * One journey's route on a street map (docs/product.md, Journeys): each ride along its stations in the
 * line's colour, each walk dashed, and a pin where the rider starts, changes and ends, fitted to the route.
 * The pins are named for screen readers but take no focus: the legs list beside the map says it all.
 * Loaded lazily with Leaflet, only when the rider asks for the map.
 */
export function RouteMap({ legs }: { legs: readonly Leg[] }) {
  const { j } = useJourneyTexts();
  const { paths, stops } = useMemo(() => routeDrawing(legs), [legs]);
  const bounds = useMemo(
    () => latLngBounds([...paths.flatMap((path) => path.positions), ...stops.map((stop) => stop.position)]),
    [paths, stops],
  );
  const label = (stop: RouteStop) => {
    const station = getStation(stop.lineId, stop.stationId)?.name ?? stop.stationId;
    const line = getLine(stop.lineId)?.name ?? stop.lineId;
    const say = { start: j.mapStart, change: j.mapChange, end: j.mapEnd }[stop.role];
    return say(station, line);
  };
  return (
    // isolate: Leaflet's pane and control z-indexes stay below the app's header and navigation.
    <div className="relative isolate h-72 overflow-hidden rounded-lg border border-slate-200">
      <MapContainer
        bounds={bounds}
        boundsOptions={{ paddingTopLeft: PIN_PADDING.topLeft, paddingBottomRight: PIN_PADDING.bottomRight }}
        className="riles-map absolute inset-0"
        scrollWheelZoom={false}
      >
        <TileLayer url={SETTINGS.tileUrl} attribution={ATTRIBUTION} />
        <ControlWords />
        <DecorativePane />
        <EndZoomOnLeave />
        {paths.map((path) => (
          <Polyline
            // A route rides each line once and walks onto each line at most once.
            key={`${path.kind}-${path.lineId}`}
            positions={path.positions}
            className={path.kind === "ride" ? "route-ride" : "route-walk"}
            pathOptions={{
              color: path.kind === "ride" ? getLine(path.lineId)?.color : "#334155",
              weight: MAP_VIEW.lineWeight + (path.kind === "ride" ? 2 : 0),
              opacity: 1,
              dashArray: path.kind === "walk" ? WALK_DASHES : undefined,
            }}
          />
        ))}
        {stops.flatMap((stop) => {
          const line = getLine(stop.lineId);
          if (!line) return [];
          return [
            <Marker
              key={`${stop.lineId}.${stop.stationId}`}
              position={stop.position}
              icon={stationIcon(line, `route-${stop.role}`)}
              alt={label(stop)}
              title={label(stop)}
              interactive={false}
              keyboard={false}
            />,
          ];
        })}
      </MapContainer>
    </div>
  );
}
