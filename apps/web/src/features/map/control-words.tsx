import { useEffect } from "react";
import { useMap } from "react-leaflet";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/**
 * Names Leaflet's own controls (zoom in, zoom out, a popup's ×) in the app's language: Leaflet writes
 * them in English, which a Filipino screen would otherwise show and read out.
 */
export function ControlWords() {
  const map = useMap();
  const { t } = useI18n();
  useEffect(() => {
    const container = map.getContainer();
    const name = (selector: string, words: string) => {
      for (const control of container.querySelectorAll(selector)) {
        control.setAttribute("title", words);
        control.setAttribute("aria-label", words);
      }
    };
    const namePopupClose = () => name(".leaflet-popup-close-button", t.mapClosePopup);
    name(".leaflet-control-zoom-in", t.mapZoomIn);
    name(".leaflet-control-zoom-out", t.mapZoomOut);
    namePopupClose();
    map.on("popupopen", namePopupClose);
    return () => {
      map.off("popupopen", namePopupClose);
    };
  }, [map, t]);
  return null;
}
