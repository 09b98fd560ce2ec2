import { CLOSED_HOURS_TEXT, directionsOf, type Line, MESSAGES, type Station } from "@riles/core";
import { Megaphone, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { ErrorBox } from "../../../components/ui/message-box";
import { type ArrivalsView, useArrivals } from "../use-arrivals";
import { ArrivalPlaceholders } from "./arrival-placeholders";
import { DirectionGroup } from "./direction-group";
import { UpdatedLine } from "./updated-line";

interface ArrivalsPanelProps {
  line: Line;
  station: Station;
}

function ArrivalsContent({ view, line }: { view: ArrivalsView; line: Line }) {
  if (view.kind === "loading") return <ArrivalPlaceholders />;
  if (view.kind === "closed") {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-center">
        <p className="font-semibold">{MESSAGES.stationClosed}</p>
        <p className="text-sm text-slate-700">
          Operating hours: <span className="font-medium">{CLOSED_HOURS_TEXT[line.id]}</span>
        </p>
      </div>
    );
  }
  if (view.etas.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-4 text-center">
        <p className="font-semibold">{MESSAGES.noTrains}</p>
        <p className="text-sm text-slate-700">{MESSAGES.expectedWait}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {directionsOf(line.id).map((direction) => {
        const etas = view.etas.filter((eta) => eta.direction === direction);
        return etas.length > 0 ? <DirectionGroup key={direction} direction={direction} etas={etas} /> : null;
      })}
    </div>
  );
}

/** The product's ETA screen for one station, below the station list. */
export function ArrivalsPanel({ line, station }: ArrivalsPanelProps) {
  const { now, view, error, isRefreshing, refresh } = useArrivals(line.id, station.id);
  const reportLink = `/report?${new URLSearchParams({ line: line.id, station: station.id })}`;

  return (
    <section aria-labelledby="arrivals-heading" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2
            id="arrivals-heading"
            className="border-l-4 pl-2 text-xl font-bold"
            style={{ borderColor: line.color }}
          >
            {station.name}
          </h2>
          <UpdatedLine view={view} now={now} />
        </div>
        <button
          type="button"
          onClick={refresh}
          disabled={isRefreshing || view.kind === "closed"}
          className="flex shrink-0 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${isRefreshing ? "motion-safe:animate-spin" : ""}`}
          />
          Refresh
        </button>
      </div>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      <div aria-live="polite" aria-busy={view.kind === "loading"}>
        <ArrivalsContent view={view} line={line} />
      </div>
      <Link
        to={reportLink}
        className="flex items-center justify-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Megaphone aria-hidden="true" className="size-4" />
        Report a departure at {station.name}
      </Link>
    </section>
  );
}
