import {
  CROWD_LEVELS,
  type CrowdingHour,
  type CrowdLevel,
  crowdingHoursShown,
  type DayKind,
  type Direction,
  hourOfDayText,
  type Line,
  terminusOf,
} from "@riles/core";
import { useId } from "react";
import { useI18n } from "#web/lib/i18n/i18n.ts";

// Height and colour both say the level, so the chart reads without telling colours apart.
const BAR: Record<CrowdLevel, { height: string; colour: string }> = {
  empty: { height: "h-1/4", colour: "bg-emerald-500" },
  moderate: { height: "h-2/4", colour: "bg-lime-500" },
  crowded: { height: "h-3/4", colour: "bg-orange-500" },
  packed: { height: "h-full", colour: "bg-red-600" },
};

/** Hours labelled under the bars: few enough to stay readable at 360 px. */
const LABELLED_HOURS = new Set([6, 12, 18]);

interface CrowdingChartProps {
  line: Line;
  direction: Direction;
  dayKind: DayKind;
  hours: readonly CrowdingHour[];
  currentHour: number;
}

/** A label under its bar, held inside the chart at either end ("Ngayon" is wider than a bar). */
function labelPlace(index: number, count: number): string {
  if (index === 0) return "left-0";
  if (index === count - 1) return "right-0";
  return "left-1/2 -translate-x-1/2";
}

/**
 * One direction's usual crowd by hour for today's kind of day: bars (hidden from screen readers), the
 * sentence for the current hour and how many reports it rests on, and a table with the same figures for
 * screen readers.
 */
export function CrowdingChart({ line, direction, dayKind, hours, currentHour }: CrowdingChartProps) {
  const { t } = useI18n();
  const shown = crowdingHoursShown(line.id, dayKind, hours);
  const current = hours.find((hour) => hour.hour === currentHour);
  const reports = hours.reduce((sum, hour) => sum + hour.reports, 0);
  const terminus = terminusOf(line.id, direction);
  const captionId = useId();
  const levelText = (hour: CrowdingHour) => (hour.level ? t.crowdLevels[hour.level] : t.notEnoughReports);
  return (
    <figure
      aria-labelledby={captionId}
      className="flex flex-col gap-1.5 rounded-lg border border-slate-200 bg-white p-3"
    >
      <figcaption id={captionId}>
        <span className="font-semibold text-slate-800">{t.directions[direction]}</span>
        {terminus ? <span className="text-sm text-slate-700"> {t.toTerminus(terminus.name)}</span> : null}
      </figcaption>
      <p className="text-sm font-medium text-slate-900">
        {current?.level
          ? t.usuallyAround(t.crowdLevels[current.level], hourOfDayText(currentHour), dayKind)
          : t.notEnoughReports}
      </p>
      <div aria-hidden="true">
        <div className="flex h-16 items-end gap-px border-b border-slate-300">
          {shown.map((hour) => (
            <div
              key={hour.hour}
              data-testid="crowding-bar"
              data-level={hour.level ?? "none"}
              className={`flex h-full flex-1 items-end ${hour.hour === currentHour ? "rounded-sm bg-indigo-100 ring-2 ring-indigo-600" : ""}`}
            >
              {hour.level ? (
                <div className={`w-full rounded-t-sm ${BAR[hour.level].height} ${BAR[hour.level].colour}`} />
              ) : (
                <div className="h-px w-full border-t border-dashed border-slate-400" />
              )}
            </div>
          ))}
        </div>
        <div className="flex gap-px text-sm text-slate-700">
          {shown.map((hour, index) => (
            <div key={hour.hour} className="relative h-5 flex-1">
              {hour.hour === currentHour ? (
                <span
                  className={`absolute ${labelPlace(index, shown.length)} font-semibold whitespace-nowrap text-indigo-800`}
                >
                  {t.now}
                </span>
              ) : LABELLED_HOURS.has(hour.hour) && Math.abs(hour.hour - currentHour) > 2 ? (
                <span className={`absolute ${labelPlace(index, shown.length)} whitespace-nowrap`}>
                  {hourOfDayText(hour.hour)}
                </span>
              ) : null}
            </div>
          ))}
        </div>
        <ul className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
          {CROWD_LEVELS.map((level) => (
            <li key={level} className="flex items-center gap-1">
              <span className={`inline-block size-2.5 rounded-sm ${BAR[level].colour}`} />
              {t.crowdLevels[level]}
            </li>
          ))}
        </ul>
      </div>
      <div className="sr-only">
        <table>
          <caption>{t.crowdByHour(dayKind)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.hourColumn}</th>
              <th scope="col">{t.usuallyColumn}</th>
              <th scope="col">{t.reportsColumn}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((hour) => (
              <tr key={hour.hour}>
                <th scope="row">
                  {hour.hour === currentHour
                    ? t.currentHour(hourOfDayText(hour.hour))
                    : hourOfDayText(hour.hour)}
                </th>
                <td>{levelText(hour)}</td>
                <td>{hour.reports}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-slate-600">{t.crowdBasis(reports, dayKind)}</p>
    </figure>
  );
}
