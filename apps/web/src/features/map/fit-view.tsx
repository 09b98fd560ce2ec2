import type { Line } from "@riles/core";
import { type Map as LeafletMap, latLngBounds, point } from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { MapView } from "./map-filter";
import { PIN_PADDING } from "./station-icon";

/**
 * Whether the spec's view (its centre and zoom) shows every station with its pin and padding on this
 * map's present size: the projected stations must lie inside the padded viewport.
 */
function viewShowsAll(map: LeafletMap, view: MapView, lines: readonly Line[]): boolean {
  const size = map.getSize();
  const centre = map.project(view.center, view.zoom);
  const [left, top] = PIN_PADDING.topLeft;
  const [right, bottom] = PIN_PADDING.bottomRight;
  return lines.every((line) =>
    line.stations.every(({ location }) => {
      const point = map.project([location.latitude, location.longitude], view.zoom).subtract(centre);
      return (
        point.x >= -size.x / 2 + left &&
        point.x <= size.x / 2 - right &&
        point.y >= -size.y / 2 + top &&
        point.y <= size.y / 2 - bottom
      );
    }),
  );
}

/**
 * MapContainer reads its view only once; this sets it for the shown lines, on first show, on a filter
 * change and when the map's box changes size: the spec's centre and zoom where they show every station (a
 * wide screen), otherwise the stations' bounds with room for the pins (a phone).
 */
export function FitView({ view, lines }: { view: MapView; lines: readonly Line[] }) {
  const map = useMap();
  // Set from the moment a zoom is asked for (Leaflet starts animating it on the next frame, and says so only
  // then) until it has ended.
  const zoomUnderway = useRef(false);
  useEffect(() => {
    const started = () => {
      zoomUnderway.current = true;
    };
    const ended = () => {
      zoomUnderway.current = false;
    };
    map.on("zoomanim", started);
    map.on("zoomend", ended);
    return () => {
      map.off("zoomanim", started);
      map.off("zoomend", ended);
    };
  }, [map]);
  useEffect(() => {
    const moveTo = (zoom: number, move: () => void) => {
      move();
      // Not yet at the zoom: Leaflet animates to it from the next frame. A pan asked before then would be
      // overtaken by that zoom (a filter tapped on a phone slow to draw), so mark the zoom underway now.
      if (map.getZoom() !== zoom) zoomUnderway.current = true;
    };
    const fitShownLines = () => {
      // Leaflet ignores a new zoom asked while it animates one (a filter tapped during the last one's
      // zoom): fit once that zoom has ended, after the listener above has marked it so.
      if (zoomUnderway.current) {
        map.once("zoomend", fitShownLines);
        return;
      }
      if (viewShowsAll(map, view, lines)) {
        moveTo(view.zoom, () => map.setView(view.center, view.zoom));
        return;
      }
      const bounds = latLngBounds(
        lines.flatMap((line) =>
          line.stations.map(({ location }) => [location.latitude, location.longitude] as [number, number]),
        ),
      );
      const padding = point(PIN_PADDING.topLeft).add(PIN_PADDING.bottomRight);
      moveTo(map.getBoundsZoom(bounds, false, padding), () =>
        map.fitBounds(bounds, {
          paddingTopLeft: PIN_PADDING.topLeft,
          paddingBottomRight: PIN_PADDING.bottomRight,
        }),
      );
    };
    fitShownLines();
    map.on("resize", fitShownLines);
    // Leaflet hears the window resize, not its box changing with the page (the list of stations by line
    // opened or closed above it): tell it, so the view is fitted again.
    const boxChanges = new ResizeObserver(() => map.invalidateSize());
    boxChanges.observe(map.getContainer());
    return () => {
      boxChanges.disconnect();
      map.off("resize", fitShownLines);
      map.off("zoomend", fitShownLines);
    };
  }, [map, view, lines]);
  return null;
}
