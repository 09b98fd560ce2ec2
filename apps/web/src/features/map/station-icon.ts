import { MAP_VIEW } from "@riles/core";
import { icon } from "leaflet";
import markerIcon from "leaflet/dist/images/marker-icon.png";
import markerIcon2x from "leaflet/dist/images/marker-icon-2x.png";
import markerShadow from "leaflet/dist/images/marker-shadow.png";

/**
 * Leaflet's own pin, bundled by Vite rather than fetched from a CDN (docs/product.md). The anchors are
 * Leaflet's defaults for this 25x41 image: the tip of the pin sits on the station.
 */
export const STATION_ICON = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [...MAP_VIEW.markerIconSize],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});
