import type { GeoPoint } from "@riles/core";
import { CircleMarker, Pane } from "react-leaflet";

/** Above Leaflet's marker pane (600), below its tooltips (650) and popups (700). */
const USER_POSITION_Z_INDEX = 640;

/** "You are here": a plain dot, not clickable, drawn in its own pane above the station pins. */
export function UserPositionDot({ location }: { location: GeoPoint }) {
  return (
    <Pane name="user-position" style={{ zIndex: USER_POSITION_Z_INDEX }}>
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
