import { CircleMarker } from "react-leaflet";
import type { UserLocation } from "../location/user-location";

/** "You are here": a plain dot, not clickable, drawn above the lines. */
export function UserPositionDot({ location }: { location: UserLocation }) {
  return (
    <CircleMarker
      center={[location.latitude, location.longitude]}
      radius={8}
      interactive={false}
      className="user-position"
      pathOptions={{ color: "#ffffff", weight: 3, fillColor: "#2563eb", fillOpacity: 1 }}
    />
  );
}
