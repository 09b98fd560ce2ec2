import { LINES, type Line, type LineId, type LineTrouble } from "@riles/core";
import { LineToggle } from "#web/components/ui/line-toggle.tsx";
import { LineTroubleNotes } from "#web/components/ui/line-trouble-mark.tsx";
import { TitledSection } from "#web/components/ui/titled-section.tsx";
import { PATHS } from "#web/config/paths.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

interface LinePickerProps {
  selected: Line;
  onChoose: (lineId: string) => void;
  troubleOf: (lineId: LineId) => LineTrouble;
}

/** 'Select a Train Line': one button per line, the chosen one filled with its own colour. */
export function LinePicker({ selected, onChoose, troubleOf }: LinePickerProps) {
  const { t } = useI18n();
  return (
    <TitledSection title={t.selectLine}>
      {/* A form asking for the line's address, so the buttons choose a line with scripts off too. */}
      <form method="get" action={PATHS.lines} className="grid grid-cols-3 gap-2">
        {LINES.map((line) => (
          <LineToggle
            key={line.id}
            line={line}
            pressed={line.id === selected.id}
            trouble={troubleOf(line.id)}
            scope="picker"
            submitsAs="line"
            onPress={() => onChoose(line.id)}
          />
        ))}
      </form>
      <LineTroubleNotes troubleOf={troubleOf} scope="picker" />
    </TitledSection>
  );
}
