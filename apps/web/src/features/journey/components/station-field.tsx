import { getLine, getStation, type StationRef, searchStations } from "@riles/core";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "#web/components/ui/button.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { SearchIcon } from "#web/components/ui/icons.tsx";
import { useJourneyTexts } from "#web/lib/i18n/use-journey-texts.ts";

interface StationFieldProps {
  legend: string;
  searchLabel: string;
  chosen: StationRef | undefined;
  onChoose: (ref: StationRef | undefined) => void;
}

/** Every station whose name or alias matches: core lists LRT-1's apart, then the other lines', in order. */
function matchesOf(search: string) {
  const { onLine, otherLines } = searchStations("lrt1", search);
  const lrt1 = getLine("lrt1");
  return [...(lrt1 ? onLine.map((station) => ({ line: lrt1, station })) : []), ...otherLines];
}

/**
 * One end of a journey: the chosen station with 'Change', or the Lines screen's station search (names and
 * old names, any case, accents and punctuation ignored) over all three lines. The search is a combobox
 * (WAI-ARIA's, its list autocompleting): the focus stays in the field while the arrows move through the
 * matches, Enter chooses the one moved to (or the first), Escape closes the list; a tap chooses too.
 */
export function StationField({ legend, searchLabel, chosen, onChoose }: StationFieldProps) {
  const { j } = useJourneyTexts();
  const [search, setSearch] = useState("");
  // The match moved to with the arrows (none until an arrow is pressed), and whether Escape closed the list.
  const [active, setActive] = useState<number | null>(null);
  const [listClosed, setListClosed] = useState(false);
  const searchId = useId();
  const listId = useId();
  const hintId = useId();
  const line = chosen && getLine(chosen.lineId);
  const station = chosen && getStation(chosen.lineId, chosen.stationId);
  const wanted = search.trim();
  // Choosing or changing replaces the control that had focus: focus follows to the one that took its place.
  const moved = useRef(false);
  const changeButton = useRef<HTMLButtonElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const choose = (ref: StationRef | undefined) => {
    moved.current = true;
    setSearch("");
    setActive(null);
    onChoose(ref);
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (chosen ? changeButton.current : searchInput.current)?.focus();
  }, [chosen]);
  const matches = wanted ? matchesOf(wanted) : [];
  const listShown = matches.length > 0 && !listClosed;
  const optionId = (index: number) => `${listId}-${index}`;

  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    if (last < 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const step = event.key === "ArrowDown" ? 1 : -1;
      const target = listShown && active !== null ? active + step : step > 0 ? 0 : last;
      // Never past the ends, as in the Lines screen's station list.
      const next = Math.min(Math.max(target, 0), last);
      setListClosed(false);
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: "nearest" });
    } else if (event.key === "Enter" && listShown) {
      const match = matches[active ?? 0];
      if (match) choose({ lineId: match.line.id, stationId: match.station.id });
    } else if (event.key === "Escape" && listShown) {
      // A second Escape, the list closed, is the browser's: it clears the search.
      setListClosed(true);
      setActive(null);
    } else return;
    event.preventDefault();
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-700">{legend}</legend>
      {line && station ? (
        <div className="flex flex-wrap items-center justify-between gap-x-2 rounded-lg border border-slate-300 bg-white px-3 py-1">
          <span
            className="min-w-0 border-l-4 pl-2 font-semibold break-words"
            style={{ borderColor: line.color }}
          >
            {j.chosen(station.name, line.name)}
          </span>
          <button
            ref={changeButton}
            type="button"
            aria-label={`${j.change}: ${legend}`}
            onClick={() => choose(undefined)}
            className={buttonClass("link")}
          >
            {j.change}
          </button>
        </div>
      ) : (
        <>
          <div className="relative">
            <label htmlFor={searchId} className="sr-only">
              {searchLabel}
            </label>
            <SearchIcon className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500" />
            <input
              id={searchId}
              ref={searchInput}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listShown}
              aria-controls={listId}
              aria-activedescendant={listShown && active !== null ? optionId(active) : undefined}
              aria-describedby={hintId}
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                setActive(null);
                setListClosed(false);
              }}
              onKeyDown={onSearchKeyDown}
              autoComplete="off"
              className={`min-h-11 w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-base ${FOCUS_RING.default}`}
            />
          </div>
          {/* What to type, or that nothing matches: the search's description, and a status that is always on
              the page so a screen reader reads out "No station matches" as the list closes without a sound. */}
          <p id={hintId} role="status" className="px-1 text-sm text-slate-600 empty:hidden">
            {wanted === "" ? j.typeToSearch : matches.length === 0 ? j.noMatches(wanted) : null}
          </p>
          {listShown ? (
            <div
              id={listId}
              role="listbox"
              aria-label={searchLabel}
              className="flex max-h-60 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1"
            >
              {matches.map((match, index) => (
                // A button for a tap; out of the Tab order, as the field keeps the focus while the arrows move.
                <button
                  key={`${match.line.id}/${match.station.id}`}
                  id={optionId(index)}
                  type="button"
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active}
                  onClick={() => choose({ lineId: match.line.id, stationId: match.station.id })}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-3 py-2 text-left text-slate-800 hover:bg-slate-100 aria-selected:bg-slate-100 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-indigo-600"
                >
                  <span>{match.station.name}</span>
                  <span
                    className="shrink-0 border-r-4 pr-2 text-sm text-slate-600"
                    style={{ borderColor: match.line.color }}
                  >
                    {match.line.name}
                  </span>
                </button>
              ))}
            </div>
          ) : null}
        </>
      )}
    </fieldset>
  );
}
