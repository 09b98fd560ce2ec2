import type { Map as LeafletMap } from "leaflet";
import { useEffect } from "react";
import { useMap } from "react-leaflet";

/** Leaflet 1.9's mark of a zoom animation under way, which the timer ending that animation reads. */
type ZoomAnimating = LeafletMap & { _animatingZoom?: boolean };

/**
 * Leaflet 1.9 ends a zoom animation on a timer that removing the map does not clear: leaving the map
 * mid-zoom (a line filter tapped, then Back) let that timer move the removed map, which threw
 * (Leaflet issue 9575, fixed after 1.9.4). Leaflet has no public way to stop a zoom animation, so as the
 * map goes its zoom is marked ended, and the timer finds nothing to do. The map is removed in the same
 * commit, before any timer runs.
 */
export function EndZoomOnLeave() {
  const map = useMap();
  useEffect(
    () => () => {
      (map as ZoomAnimating)._animatingZoom = false;
    },
    [map],
  );
  return null;
}
