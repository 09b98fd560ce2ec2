import { LINES, type Line, type LineId, type LineTrouble } from "@riles/core";
import { LineTroubleNotes, LineTroubleSign, lineButtonLabel } from "../../../components/ui/line-trouble-mark";
import { textColorOn } from "../../../components/ui/text-color-on";
import { useI18n } from "../../../lib/i18n/i18n";

interface LinePickerProps {
  selected: Line;
  onChoose: (lineId: string) => void;
  troubleOf: (lineId: LineId) => LineTrouble;
}

function selectedStyle(line: Line) {
  return { backgroundColor: line.color, borderColor: line.color, color: textColorOn(line.color) };
}

/** 'Select a Train Line': one button per line, the chosen one filled with its own colour. */
export function LinePicker({ selected, onChoose, troubleOf }: LinePickerProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="line-picker-heading" className="flex flex-col gap-2">
      <h2 id="line-picker-heading" className="text-lg font-semibold">
        {t.selectLine}
      </h2>
      <div className="grid grid-cols-3 gap-2">
        {LINES.map((line) => {
          const isSelected = line.id === selected.id;
          const trouble = troubleOf(line.id);
          return (
            <button
              key={line.id}
              type="button"
              aria-pressed={isSelected}
              {...lineButtonLabel(line.id, line.name, trouble, "picker")}
              onClick={() => onChoose(line.id)}
              style={isSelected ? selectedStyle(line) : undefined}
              className={`min-h-11 rounded-lg border-2 px-2 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${
                isSelected ? "" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
              }`}
            >
              {line.name}
              <LineTroubleSign trouble={trouble} />
            </button>
          );
        })}
      </div>
      <LineTroubleNotes troubleOf={troubleOf} scope="picker" />
    </section>
  );
}
