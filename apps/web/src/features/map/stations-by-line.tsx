import type { Line } from "@riles/core";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/** The map's text alternative: the stations of each shown line, in order, readable without the map. */
export function StationsByLine({ lines }: { lines: readonly Line[] }) {
  const { t } = useI18n();
  return (
    <details className="rounded-lg border border-slate-200 bg-white">
      <summary
        className={`min-h-11 cursor-pointer px-3 py-2.5 text-sm font-semibold text-slate-800 ${FOCUS_RING.default}`}
      >
        {t.stationsByLine}
      </summary>
      <div className="flex max-h-48 flex-col gap-3 overflow-y-auto px-3 pb-3">
        {lines.map((line) => (
          <section key={line.id} aria-labelledby={`stations-${line.id}`}>
            <h2 id={`stations-${line.id}`} className="text-sm font-semibold" style={{ color: line.color }}>
              {line.name}
            </h2>
            <ol className="list-decimal pl-6 text-sm text-slate-700">
              {line.stations.map((station) => (
                <li key={station.id}>{station.name}</li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </details>
  );
}
