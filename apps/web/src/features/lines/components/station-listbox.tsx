import type { Line, Station } from "@riles/core";
import { type KeyboardEvent, useRef, useState } from "react";
import { textColorOn } from "../../../components/ui/text-color-on";

interface StationListboxProps {
  line: Line;
  stations: readonly Station[];
  selected: Station | undefined;
  onChoose: (stationId: string) => void;
}

/** Where each key moves within a list of `count` options, from `index`. */
function targetIndex(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowDown") return Math.min(index + 1, count - 1);
  if (key === "ArrowUp") return Math.max(index - 1, 0);
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The line's stations as one tab stop (the listbox pattern with a roving tabindex): arrows, Home and End
 * move between stations, Enter, Space or a tap chooses one. Moving does not choose, so arrowing past
 * stations loads no arrivals on the way.
 */
export function StationListbox({ line, stations, selected, onChoose }: StationListboxProps) {
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const selectedIndex = stations.findIndex((station) => station.id === selected?.id);
  const [active, setActive] = useState<string | undefined>(undefined);
  // The tab stop: the station last moved to, else the chosen one, else the first.
  const movedToIndex = stations.findIndex((station) => station.id === active);
  const activeIndex = movedToIndex >= 0 ? movedToIndex : Math.max(selectedIndex, 0);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, index: number, station: Station) {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onChoose(station.id);
      return;
    }
    const next = targetIndex(event.key, index, stations.length);
    if (next === undefined) return;
    event.preventDefault();
    setActive(stations[next]?.id);
    options.current[next]?.focus();
  }

  return (
    <div
      role="listbox"
      aria-label={`${line.name} stations`}
      className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
    >
      {stations.map((station, index) => {
        const isSelected = station.id === selected?.id;
        return (
          <div
            key={station.id}
            ref={(element) => {
              options.current[index] = element;
            }}
            role="option"
            aria-selected={isSelected}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => {
              setActive(station.id);
              onChoose(station.id);
            }}
            onKeyDown={(event) => onKeyDown(event, index, station)}
            style={isSelected ? { backgroundColor: line.color, color: textColorOn(line.color) } : undefined}
            className={`min-h-11 w-full cursor-pointer rounded-md px-3 py-2.5 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-slate-900 ${
              isSelected ? "font-semibold" : "text-slate-800 hover:bg-slate-100"
            }`}
          >
            {station.name}
          </div>
        );
      })}
    </div>
  );
}
