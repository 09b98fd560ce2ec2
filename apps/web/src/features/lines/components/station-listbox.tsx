import type { Line, Station } from "@riles/core";
import { type KeyboardEvent, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { textColorOn } from "#web/components/ui/text-color-on.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

interface StationListboxProps {
  line: Line;
  stations: readonly Station[];
  selected: Station | undefined;
  onChoose: (stationId: string) => void;
}

/** Arrows, Home and End move focus between the options (never past the ends); Enter and Space choose. */
function onOptionKeyDown(event: KeyboardEvent<HTMLElement>) {
  const option = event.currentTarget;
  const { key } = event;
  if (key === "Enter" || key === " ") option.click();
  else if (key === "ArrowDown") (option.nextElementSibling as HTMLElement | null)?.focus();
  else if (key === "ArrowUp") (option.previousElementSibling as HTMLElement | null)?.focus();
  else if (key === "Home") (option.parentElement?.firstElementChild as HTMLElement | null)?.focus();
  else if (key === "End") (option.parentElement?.lastElementChild as HTMLElement | null)?.focus();
  else return;
  event.preventDefault();
}

/**
 * The line's stations as one tab stop (the listbox pattern with a roving tabindex, decision 029): arrows,
 * Home and End move between stations, Enter, Space or a tap chooses one. Moving does not choose, so
 * arrowing past stations loads no arrivals on the way.
 */
export function StationListbox({ line, stations, selected, onChoose }: StationListboxProps) {
  const [focused, setFocused] = useState<string>();
  const { t } = useI18n();
  // The tab stop: the station last focused, else the chosen one, else the first.
  const tabStop =
    stations.find((station) => station.id === focused) ??
    stations.find((station) => station.id === selected?.id) ??
    stations[0];

  return (
    <div
      role="listbox"
      aria-label={t.lineStations(line.name)}
      className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
    >
      {stations.map((station) => {
        const isSelected = station.id === selected?.id;
        return (
          <div
            key={station.id}
            role="option"
            aria-selected={isSelected}
            tabIndex={station === tabStop ? 0 : -1}
            onFocus={() => setFocused(station.id)}
            onClick={() => onChoose(station.id)}
            onKeyDown={onOptionKeyDown}
            style={isSelected ? { backgroundColor: line.color, color: textColorOn(line.color) } : undefined}
            className={`min-h-11 w-full cursor-pointer rounded-md px-3 py-2.5 text-left ${FOCUS_RING.insetOnLineColour} ${
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
