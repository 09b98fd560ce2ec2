import { directionsOf, type LineId, minutesUntil, terminusOf } from "@riles/core";
import { minutesInWords } from "../../../lib/minutes-in-words";
import { useArrivals } from "../use-arrivals";

/**
 * A station's next train per direction in one line each ('to Fernando Poe Jr. 5 min'), live like the
 * arrivals panel: for the favourites and the nearest-station card.
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
  if (view.kind === "loading") return <p className="text-sm text-slate-600">Loading next trains…</p>;
  if (view.kind === "closed") return <p className="text-sm text-slate-600">Closed</p>;
  return (
    <ul aria-label={label} className="flex flex-col text-sm">
      {directionsOf(lineId).map((direction) => {
        const terminus = terminusOf(lineId, direction);
        if (!terminus || terminus.id === stationId) return null;
        const next = view.etas.find((eta) => eta.direction === direction);
        const minutes = next ? minutesUntil(next.estimatedArrival, view.now) : undefined;
        let shown = "no train within 10 min";
        let spoken = "no train within 10 minutes";
        if (minutes === 0) shown = spoken = "Now";
        else if (minutes !== undefined) {
          shown = `${minutes} min`;
          spoken = minutesInWords(minutes);
        }
        return (
          <li key={direction} className="flex justify-between gap-2">
            <span className="text-slate-700">to {terminus.name}</span>
            <span className="shrink-0 font-semibold text-slate-900">
              <span aria-hidden="true">{shown}</span>
              <span className="sr-only">{spoken}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
