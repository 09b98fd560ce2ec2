import { type Line, type LineId, type Station, searchStations } from "@riles/core";
import { useId, useRef, useState } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { SearchIcon } from "#web/components/ui/icons.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { HowItWorks } from "./how-it-works";
import { StationLinks } from "./station-links";

interface StationPickerProps {
  line: Line;
  selected: Station | undefined;
  /** A station of any line: the chosen line's, or one found under 'On other lines'. */
  onChoose: (lineId: LineId, stationId: string) => void;
}

const ROW = `w-full rounded-md px-3 py-2.5 text-left ${FOCUS_RING.insetOnLineColour}`;

/**
 * 'Select a Station': help box, search and the scrollable list. The search ignores case, accents and
 * punctuation and knows old and common names (core's station data); matches on other lines are listed
 * apart. The parent gives it a key per line, so changing the line starts it afresh with an empty search.
 */
export function StationPicker({ line, selected, onChoose }: StationPickerProps) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const noMatchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { t } = useI18n();
  const { onLine, otherLines } = searchStations(line.id, search);

  return (
    <TitledSection title={t.selectStation} headingRef={headingRef}>
      {/* The heading, not the search box: focusing the box would open a phone's keyboard unasked. */}
      <HowItWorks focusAfter={headingRef} />
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t.searchLineStations(line.name)}
        </label>
        <SearchIcon className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" />
        <input
          id={searchId}
          type="search"
          placeholder={t.searchStations}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={noMatchId}
          autoComplete="off"
          className={`min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base ${FOCUS_RING.default}`}
        />
      </div>
      {/* Always on the page, so a screen reader reads out "No station matches" as the list goes without a sound. */}
      <p id={noMatchId} role="status" className="px-1 py-2 text-sm text-slate-600 empty:hidden">
        {onLine.length === 0 ? t.noStationMatches(search.trim()) : null}
      </p>
      {onLine.length === 0 ? null : (
        <StationLinks
          line={line}
          stations={onLine}
          selected={selected}
          onChoose={(stationId) => onChoose(line.id, stationId)}
        />
      )}
      {otherLines.length > 0 ? (
        <section aria-labelledby="other-lines-heading" className="flex flex-col gap-1">
          <h3 id="other-lines-heading" className="px-1 text-sm font-semibold text-slate-700">
            {t.onOtherLines}
          </h3>
          <ul className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-1">
            {otherLines.map(({ line: other, station }) => (
              <li key={`${other.id}/${station.id}`}>
                <button
                  type="button"
                  onClick={() => onChoose(other.id, station.id)}
                  className={`${ROW} flex justify-between gap-2 text-slate-800 hover:bg-slate-100`}
                >
                  <span>{station.name}</span>
                  <span className="shrink-0 text-sm text-slate-600">{other.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </TitledSection>
  );
}
