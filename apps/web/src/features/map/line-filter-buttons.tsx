import { LINES, type LineId, type LineTrouble } from "@riles/core";
import { LineToggle, PlainToggle } from "#web/components/ui/line-toggle.tsx";
import { LineTroubleNotes } from "#web/components/ui/line-trouble-mark.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import type { MapFilter } from "./map-filter";

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
        <PlainToggle pressed={value === "all"} onPress={() => onChange("all")}>
          {t.allLines}
        </PlainToggle>
        {LINES.map((line) => (
          <LineToggle
            key={line.id}
            line={line}
            pressed={value === line.id}
            trouble={troubleOf(line.id)}
            scope="map"
            compact
            onPress={() => onChange(line.id)}
          />
        ))}
      </fieldset>
      <LineTroubleNotes troubleOf={troubleOf} scope="map" />
    </div>
  );
}
