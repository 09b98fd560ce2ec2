import { directionsOf, type LineId, minutesUntil, terminusOf } from "@riles/core";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useArrivals } from "../use-arrivals";
import { StatusBadge } from "./status-badge";

/**
 * A station's next train per direction in one line each ('to Fernando Poe Jr. 5 min', 'Delayed' or
 * 'Cancelled' marked as on its arrival card), live like the arrivals panel: for the favourites and the
 * nearest-station card.
 */
export function StationNextTrains({
  lineId,
  stationId,
  label,
}: {
  lineId: LineId;
  stationId: string;
  label: string;
}) {
  const { view } = useArrivals(lineId, stationId);
  const { t } = useI18n();
  if (view.kind === "loading") return <p className="text-sm text-slate-600">{t.loadingNextTrains}</p>;
  if (view.kind === "closed") return <p className="text-sm text-slate-600">{t.closed}</p>;
  return (
    <ul aria-label={label} className="flex flex-col text-sm">
      {directionsOf(lineId).map((direction) => {
        const terminus = terminusOf(lineId, direction);
        if (!terminus || terminus.id === stationId) return null;
        const next = view.etas.find((eta) => eta.direction === direction);
        const minutes = next ? minutesUntil(next.estimatedArrival, view.now) : undefined;
        let shown = t.noTrainWithin10Min;
        let spoken = t.noTrainWithin10Minutes;
        if (minutes === 0) shown = spoken = t.now;
        else if (minutes !== undefined) {
          shown = t.minutesShort(minutes);
          spoken = t.minutesInWords(minutes);
        }
        return (
          <li key={direction} className="flex items-center justify-between gap-2">
            <span className="text-slate-700">{t.toTerminus(terminus.name)}</span>
            <span className="flex shrink-0 items-center gap-1.5 font-semibold text-slate-900">
              {next ? <StatusBadge status={next.status} /> : null}
              <span aria-hidden="true" className={next?.status === "cancelled" ? "line-through" : undefined}>
                {shown}
              </span>
              <span className="sr-only">{spoken}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
