import { useEffect } from "react";
import { useMap } from "react-leaflet";

/**
 * Hides a Leaflet pane's drawing from screen readers: Leaflet draws its lines and dots in an unnamed <svg>,
 * which the accessibility tree lists as an image without a name. What they show is said in words
 * elsewhere on the screen (the pins and the station list, a journey's steps).
 */
export function DecorativePane({ name = "overlayPane" }: { name?: string }) {
  const map = useMap();
  useEffect(() => {
    map.getPane(name)?.setAttribute("aria-hidden", "true");
  }, [map, name]);
  return null;
}
