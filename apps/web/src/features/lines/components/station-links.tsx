import type { Line, Station } from "@riles/core";
import { type KeyboardEvent, type MouseEvent, useState } from "react";
import { Link } from "react-router";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { textColorOn } from "#web/components/ui/text-color-on.ts";
import { linesPath } from "#web/config/paths.ts";
import { useHydrated } from "#web/hooks/use-hydrated.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";

interface StationLinksProps {
  line: Line;
  stations: readonly Station[];
  selected: Station | undefined;
  onChoose: (stationId: string) => void;
}

/** Arrows, Home and End move focus between the links (never past the ends); Space chooses, as Enter does. */
function onLinkKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
  const item = event.currentTarget.parentElement;
  const { key } = event;
  const focusLinkIn = (element: Element | null | undefined) => element?.querySelector("a")?.focus();
  if (key === " ") event.currentTarget.click();
  else if (key === "ArrowDown") focusLinkIn(item?.nextElementSibling);
  else if (key === "ArrowUp") focusLinkIn(item?.previousElementSibling);
  else if (key === "Home") focusLinkIn(item?.parentElement?.firstElementChild);
  else if (key === "End") focusLinkIn(item?.parentElement?.lastElementChild);
  else return;
  event.preventDefault();
}

/** A click the app handles itself; one with a modifier or another button opens the link as the browser does. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The line's stations as a list of links to their arrivals (docs/decisions/109-stations-are-links.md): with
 * scripts off each is a link to the station's page. Once the page is live the list is one tab stop (a
 * roving tabindex, decision 029): arrows, Home and End move between stations, Enter, Space or a tap chooses
 * one. Moving does not choose, so arrowing past stations loads no arrivals on the way.
 */
export function StationLinks({ line, stations, selected, onChoose }: StationLinksProps) {
  const [focused, setFocused] = useState<string>();
  const hydrated = useHydrated();
  const { t } = useI18n();
  // The tab stop: the station last focused, else the chosen one, else the first.
  const tabStop =
    stations.find((station) => station.id === focused) ??
    stations.find((station) => station.id === selected?.id) ??
    stations[0];

  return (
    <ul
      aria-label={t.lineStations(line.name)}
      className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
    >
      {stations.map((station) => {
        const isSelected = station.id === selected?.id;
        return (
          <li key={station.id}>
            <Link
              to={linesPath({ line: line.id, station: station.id })}
              aria-current={isSelected ? "true" : undefined}
              // Without scripts every link is a tab stop: no script moves focus with the arrows.
              tabIndex={hydrated && station !== tabStop ? -1 : undefined}
              onFocus={() => setFocused(station.id)}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChoose(station.id);
              }}
              onKeyDown={onLinkKeyDown}
              style={isSelected ? { backgroundColor: line.color, color: textColorOn(line.color) } : undefined}
              className={`block min-h-11 w-full rounded-md px-3 py-2.5 text-left ${FOCUS_RING.insetOnLineColour} ${
                isSelected ? "font-semibold" : "text-slate-800 hover:bg-slate-100"
              }`}
            >
              {station.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
