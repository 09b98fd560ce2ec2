import "leaflet/dist/leaflet.css";
import "#web/features/map/map-controls.css";
import { useMemo, useState } from "react";
import { MapContainer, TileLayer } from "react-leaflet";
import { SETTINGS } from "#web/config/env.ts";
import { useLineTroubles } from "#web/features/line-status/use-line-statuses.ts";
import { useGrantedPosition } from "#web/features/location/use-granted-position.ts";
import { ControlWords } from "#web/features/map/control-words.tsx";
import { DecorativePane } from "#web/features/map/decorative-pane.tsx";
import { EndZoomOnLeave } from "#web/features/map/end-zoom-on-leave.tsx";
import { FitView } from "#web/features/map/fit-view.tsx";
import { LineFilterButtons } from "#web/features/map/line-filter-buttons.tsx";
import { LineLayer } from "#web/features/map/line-layer.tsx";
import { linesFor, type MapFilter, viewFor } from "#web/features/map/map-filter.ts";
import { StationsByLine } from "#web/features/map/stations-by-line.tsx";
import { UserPositionDot } from "#web/features/map/user-position-dot.tsx";
import { ViewAttributes } from "#web/features/map/view-attributes.tsx";
import { useScreenTitle } from "#web/hooks/use-screen-title.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

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

  useScreenTitle(t.tabMap);
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
          <ControlWords />
          <DecorativePane />
          <EndZoomOnLeave />
        </MapContainer>
      </div>
    </div>
  );
}
