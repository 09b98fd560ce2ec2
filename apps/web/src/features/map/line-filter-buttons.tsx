import { LINES, type LineId, type LineTrouble } from "@riles/core";
import { LineTroubleNotes, LineTroubleSign, lineButtonLabel } from "../../components/ui/line-trouble-mark";
import { textColorOn } from "../../components/ui/text-color-on";
import { useI18n } from "../../lib/i18n/i18n";
import type { MapFilter } from "./map-filter";

const BASE =
  "min-h-11 rounded-lg border-2 px-2 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900";
const UNSELECTED = "border-slate-300 bg-white text-slate-800 hover:bg-slate-100";

/** 'All Lines' plus one button per line; the chosen line is filled with its own colour. */
export function LineFilterButtons({
  value,
  onChange,
  troubleOf,
}: {
  value: MapFilter;
  onChange: (filter: MapFilter) => void;
  troubleOf: (lineId: LineId) => LineTrouble;
}) {
  const { t } = useI18n();
  return (
    <div className="flex flex-col gap-1">
      <fieldset className="grid grid-cols-4 gap-2">
        <legend className="sr-only">{t.linesOnMap}</legend>
        <button
          type="button"
          aria-pressed={value === "all"}
          onClick={() => onChange("all")}
          className={`${BASE} ${value === "all" ? "border-slate-800 bg-slate-800 text-white" : UNSELECTED}`}
        >
          {t.allLines}
        </button>
        {LINES.map((line) => {
          const selected = value === line.id;
          const trouble = troubleOf(line.id);
          return (
            <button
              key={line.id}
              type="button"
              aria-pressed={selected}
              {...lineButtonLabel(line.id, line.name, trouble, "map")}
              onClick={() => onChange(line.id)}
              style={
                selected
                  ? { backgroundColor: line.color, borderColor: line.color, color: textColorOn(line.color) }
                  : undefined
              }
              className={`${BASE} ${selected ? "" : UNSELECTED}`}
            >
              {line.name}
              <LineTroubleSign trouble={trouble} />
            </button>
          );
        })}
      </fieldset>
      <LineTroubleNotes troubleOf={troubleOf} scope="map" />
    </div>
  );
}
