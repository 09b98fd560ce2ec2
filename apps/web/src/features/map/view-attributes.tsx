import { useEffect } from "react";
import { useMap } from "react-leaflet";

const DECIMALS = 4;

/**
 * Mirrors where the map really is onto its container (data-center "lat,lon", data-zoom) after every move,
 * so end-to-end tests check Leaflet's own state rather than what we asked of it.
 */
export function ViewAttributes() {
  const map = useMap();
  useEffect(() => {
    const write = () => {
      const { lat, lng } = map.getCenter();
      const container = map.getContainer();
      container.dataset.center = `${lat.toFixed(DECIMALS)},${lng.toFixed(DECIMALS)}`;
      container.dataset.zoom = String(map.getZoom());
    };
    write();
    map.on("moveend", write);
    return () => {
      map.off("moveend", write);
    };
  }, [map]);
  return null;
}
