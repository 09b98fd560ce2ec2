import type { Line } from "@riles/core";
import { type Icon, icon } from "leaflet";
import markerShadow from "leaflet/dist/images/marker-shadow.png";
import { MAP_VIEW } from "#web/config/settings.ts";

const [WIDTH, HEIGHT] = MAP_VIEW.markerIconSize;

/**
 * Leaflet's 25x41 pin drawn in the line's colour as an inline SVG, so nothing is fetched (docs/product.md:
 * bundled) and it stays sharp on every screen. The anchors are Leaflet's defaults for this size: the tip
 * of the pin sits on the station.
 */
function pinSvg(color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 25 41"><path d="M12.5 1C6.1 1 1 6.1 1 12.5c0 8.6 11.5 27 11.5 27S24 21.1 24 12.5C24 6.1 18.9 1 12.5 1z" fill="${color}" stroke="#1e293b" stroke-width="1.5"/><circle cx="12.5" cy="12.5" r="4.5" fill="#fff"/></svg>`;
}

const ICONS = new Map<string, Icon>();

/**
 * The station pin of `line`, one Leaflet icon per line and `kind`: the map's stations, or a route's
 * start, change and end (the kind is in the pin's class, so they can be told apart).
 */
export function stationIcon(line: Line, kind = "station"): Icon {
  const key = `${line.id}|${kind}`;
  let pin = ICONS.get(key);
  if (!pin) {
    pin = icon({
      iconUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(pinSvg(line.color))}`,
      shadowUrl: markerShadow,
      iconSize: [WIDTH, HEIGHT],
      iconAnchor: [12, 41],
      popupAnchor: [1, -34],
      shadowSize: [41, 41],
      className: `station-pin station-pin-${line.id} ${kind}-pin`,
    });
    ICONS.set(key, pin);
  }
  return pin;
}

/** Room kept around the stations when fitting the view: a pin rises 41 px above its station. */
export const PIN_PADDING = {
  topLeft: [16, HEIGHT + 8] as [number, number],
  bottomRight: [16, 12] as [number, number],
};
