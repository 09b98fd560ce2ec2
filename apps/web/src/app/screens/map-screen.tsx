import "leaflet/dist/leaflet.css";
import "../../features/map/map-controls.css";
import { useMemo, useState } from "react";
import { MapContainer, TileLayer } from "react-leaflet";
import { SETTINGS } from "../../config/env";
import { useLineTroubles } from "../../features/line-status/use-line-statuses";
import { useGrantedPosition } from "../../features/location/use-granted-position";
import { FitView } from "../../features/map/fit-view";
import { LineFilterButtons } from "../../features/map/line-filter-buttons";
import { LineLayer } from "../../features/map/line-layer";
import { linesFor, type MapFilter, viewFor } from "../../features/map/map-filter";
import { StationsByLine } from "../../features/map/stations-by-line";
import { UserPositionDot } from "../../features/map/user-position-dot";
import { ViewAttributes } from "../../features/map/view-attributes";
import { useI18n } from "../../lib/i18n/i18n";

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** /map: the lines and their stations on a street map, filterable by line. Loaded lazily with Leaflet. */
export default function MapScreen() {
  const [filter, setFilter] = useState<MapFilter>("all");
  const position = useGrantedPosition();
  const troubleOf = useLineTroubles();
  const { t } = useI18n();
  // Stable per filter, so the view is fitted when the filter changes, not on every render.
  const lines = useMemo(() => linesFor(filter), [filter]);
  const view = useMemo(() => viewFor(filter), [filter]);

  return (
    <div className="flex flex-1 flex-col gap-2 p-2">
      <h1 className="sr-only">{t.tabMap}</h1>
      <LineFilterButtons value={filter} onChange={setFilter} troubleOf={troubleOf} />
      <StationsByLine lines={lines} />
      {/* isolate: Leaflet's pane and control z-indexes stay below the app's header and navigation. */}
      <div className="relative isolate min-h-64 flex-1 overflow-hidden rounded-lg border border-slate-200">
        <MapContainer
          center={view.center}
          zoom={view.zoom}
          className="riles-map absolute inset-0"
          zoomControl
          scrollWheelZoom
          doubleClickZoom
          dragging
          touchZoom
          boxZoom
          keyboard
          attributionControl
        >
          <TileLayer url={SETTINGS.tileUrl} attribution={ATTRIBUTION} />
          {lines.map((line) => (
            <LineLayer key={line.id} line={line} />
          ))}
          {position ? <UserPositionDot location={position} /> : null}
          <FitView view={view} lines={lines} />
          <ViewAttributes />
        </MapContainer>
      </div>
    </div>
  );
}
