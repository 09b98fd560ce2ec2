import { useEffect } from "react";
import { useMap } from "react-leaflet";
import type { MapView } from "./map-filter";

/** MapContainer reads its centre only once; this moves the map when the filter changes. */
export function Recenter({ view }: { view: MapView }) {
  const map = useMap();
  const [latitude, longitude] = view.center;
  useEffect(() => {
    map.setView([latitude, longitude], view.zoom);
  }, [map, latitude, longitude, view.zoom]);
  return null;
}
