import type { Line, Station } from "@riles/core";
import type { LeafletEvent, Marker as LeafletMarker, PopupEvent } from "leaflet";
import { useEffect, useRef } from "react";
import { Marker, Polyline, Popup, useMap } from "react-leaflet";
import { Link } from "react-router";
import { linesPath } from "#web/config/paths.ts";
import { MAP_VIEW } from "#web/config/settings.ts";
import { focusLost } from "#web/lib/focus-lost.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { stationIcon } from "./station-icon";

/**
 * A pin's popup: the station, its line and a link to its arrivals, which takes the focus as the popup opens
 * (its content is rendered only then), so that a keyboard rider who opened it with Enter can follow the
 * link; otherwise the popup would come after every other pin in the Tab order. Escape closes it.
 */
function StationPopup({ station, line }: { station: Station; line: Line }) {
  const { t } = useI18n();
  const link = useRef<HTMLAnchorElement>(null);
  const map = useMap();
  useEffect(() => link.current?.focus({ preventScroll: true }), []);
  // Leaflet closes a popup on Escape only while the map itself has the focus, not its link. React-leaflet
  // keeps a popup's content once opened, so this listens while the map is on show, and acts only for the
  // popup that has the focus.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const content = link.current?.parentElement;
      if (event.key === "Escape" && content?.contains(document.activeElement)) map.closePopup();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [map]);
  return (
    <>
      <p className="m-0! text-base font-semibold">{station.name}</p>
      <p className="m-0! text-sm">{line.name}</p>
      <Link
        ref={link}
        to={linesPath({ line: line.id, station: station.id })}
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-indigo-700! underline"
      >
        {t.seeArrivals}
      </Link>
    </>
  );
}

/** Closed (Escape, its × or another pin), a popup that had the focus gives it back to its pin. */
function focusPinIfLost(event: LeafletEvent) {
  const { popup } = event as PopupEvent;
  if (focusLost() || popup.getElement()?.contains(document.activeElement)) {
    (event.target as LeafletMarker).getElement()?.focus({ preventScroll: true });
  }
}

/** Opened again, a popup whose content stayed rendered is focused here rather than by StationPopup. */
function focusPopupLink(event: LeafletEvent) {
  (event as PopupEvent).popup.getElement()?.querySelector("a")?.focus({ preventScroll: true });
}

const PIN_EVENTS = { popupopen: focusPopupLink, popupclose: focusPinIfLost };

/** One line on the map: its track through the stations in the line colour, and a pin per station. */
export function LineLayer({ line }: { line: Line }) {
  const pin = stationIcon(line);
  return (
    <>
      <Polyline
        positions={line.stations.map(({ location }) => [location.latitude, location.longitude])}
        className="rail-line"
        pathOptions={{ color: line.color, weight: MAP_VIEW.lineWeight, opacity: MAP_VIEW.lineOpacity }}
      />
      {line.stations.map((station) => (
        <Marker
          key={station.id}
          position={[station.location.latitude, station.location.longitude]}
          icon={pin}
          title={station.name}
          alt={`${station.name}, ${line.name}`}
          eventHandlers={PIN_EVENTS}
        >
          <Popup>
            <StationPopup station={station} line={line} />
          </Popup>
        </Marker>
      ))}
    </>
  );
}
