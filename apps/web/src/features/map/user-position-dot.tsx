import type { GeoPoint } from "@riles/core";
import { CircleMarker, Pane } from "react-leaflet";
import { DecorativePane } from "./decorative-pane";

/** Above Leaflet's marker pane (600), below its tooltips (650) and popups (700). */
const USER_POSITION_Z_INDEX = 640;
const PANE = "user-position";

/** "You are here": a plain dot, not clickable, drawn in its own pane above the station pins. */
export function UserPositionDot({ location }: { location: GeoPoint }) {
  return (
    <Pane name={PANE} style={{ zIndex: USER_POSITION_Z_INDEX }}>
      {/* A dot on the map for the eye: the Lines screen names the nearest station in words. */}
      <DecorativePane name={PANE} />
      <CircleMarker
        center={[location.latitude, location.longitude]}
        radius={8}
        interactive={false}
        className="user-position"
        pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#2563eb", fillOpacity: 1 }}
      />
    </Pane>
  );
}
