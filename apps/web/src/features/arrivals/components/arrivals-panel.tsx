import {
  CLOSED_HOURS_TEXT,
  directionsOf,
  firstTrains,
  type Line,
  nextTrainToday,
  type ScheduledTrain,
  type Station,
  stationTravelMinutes,
  terminusOf,
  type WebTexts,
} from "@riles/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { busyButtonProps } from "#web/components/ui/button.tsx";
import { CARD_CLASS } from "#web/components/ui/card.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { MegaphoneIcon, RefreshIcon } from "#web/components/ui/icons.tsx";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { reportPath } from "#web/config/paths.ts";
import type { DirectionActionsSlot } from "#web/lib/direction-actions-slot.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useSessionReadOnce } from "#web/lib/session.ts";
import { type ArrivalsView, useArrivals } from "../use-arrivals";
import { ArrivalPlaceholders } from "./arrival-placeholders";
import { DirectionGroup } from "./direction-group";
import { StationHeading } from "./station-heading";
import { UpdatedLine } from "./updated-line";

interface ArrivalsPanelProps {
  line: Line;
  station: Station;
  /** Called once the arrivals have their final height (not placeholders), e.g. to scroll to them. */
  onSettled?: () => void;
  /** Buttons beside Refresh that other features bring (the favourite star), composed in src/app. */
  actions?: ReactNode;
  /** What other features add under each direction's trains (the reminders), composed in src/app. */
  directionActions?: DirectionActionsSlot;
}

const STATE_BOX = `${CARD_CLASS} text-center`;

/** '5:14 AM to Recto': a scheduled train and where it goes. */
function ScheduledTrainText({ line, train }: { line: Line; train: ScheduledTrain }) {
  const terminus = terminusOf(line.id, train.direction);
  const { t } = useI18n();
  return (
    <>
      <span className="font-medium">{t.clockTime(train.at)}</span>
      {terminus ? ` ${t.toTerminus(terminus.name)}` : null}
    </>
  );
}

function ClosedState({ line, station, now }: { line: Line; station: Station; now: Date }) {
  const trains = firstTrains(line.id, station.id, now);
  const { t } = useI18n();
  return (
    <div className={STATE_BOX}>
      <p className="font-semibold">{t.stationClosed}</p>
      <p className="text-sm text-slate-700">
        {t.operatingHours}
        <span className="font-medium">{CLOSED_HOURS_TEXT[line.id]}</span>
      </p>
      {trains.length > 0 ? (
        <div className="mt-2 text-sm text-slate-800">
          <p className="font-semibold">{t.firstTrain}</p>
          <ul>
            {trains.map((train) => (
              <li key={train.direction}>
                <ScheduledTrainText line={line} train={train} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function ArrivalsContent({
  view,
  line,
  station,
  directionActions,
}: {
  view: ArrivalsView;
  line: Line;
  station: Station;
  directionActions?: DirectionActionsSlot;
}) {
  const { t } = useI18n();
  if (view.kind === "loading") return <ArrivalPlaceholders />;
  if (view.kind === "closed") return <ClosedState line={line} station={station} now={view.now} />;
  if (view.etas.length === 0) {
    const next = nextTrainToday(line.id, station.id, view.now);
    return (
      <div className={STATE_BOX}>
        <p className="font-semibold">{t.noTrains}</p>
        <p className="text-sm text-slate-700">{t.expectedWait}</p>
        {next ? (
          <p className="mt-2 text-sm text-slate-800">
            {t.nextScheduledTrain}
            <ScheduledTrainText line={line} train={next} />
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {directionsOf(line.id)
        .filter((direction) => stationTravelMinutes(line.id, station.id, direction) !== undefined)
        .map((direction) => (
          <DirectionGroup
            key={direction}
            lineId={line.id}
            stationId={station.id}
            direction={direction}
            etas={view.etas.filter((eta) => eta.direction === direction)}
            reports={view.reports}
            now={view.now}
            actions={directionActions?.({
              direction,
              etas: view.etas.filter((eta) => eta.direction === direction),
            })}
          />
        ))}
    </div>
  );
}

/** Said once the arrivals are shown, and again when they turn from the schedule's to live ones. */
function settledText(view: ArrivalsView, stationName: string, t: WebTexts): string {
  if (view.kind === "loading") return "";
  if (view.kind === "arrivals" && view.scheduleOnly === "waiting")
    return `${t.arrivalsShown(stationName)}. ${t.network.scheduleWaiting}`;
  return t.arrivalsShown(stationName);
}

/** The product's ETA screen for one station, below the station list. */
export function ArrivalsPanel({ line, station, onSettled, actions, directionActions }: ArrivalsPanelProps) {
  const { now, view, error, isRefreshing, refresh } = useArrivals(line.id, station.id);
  // A Refresh the rider pressed is said in words while it runs (a sighted rider sees the icon spin), and the
  // arrivals line then comes back, so it is read out again once they are shown. Refetches the rider did not
  // ask for (the cache's expiry, the stream reopening) say nothing.
  const [refreshAsked, setRefreshAsked] = useState(false);
  const wasRefreshing = useRef(false);
  useEffect(() => {
    if (wasRefreshing.current && !isRefreshing) setRefreshAsked(false);
    wasRefreshing.current = isRefreshing;
  }, [isRefreshing]);
  const reportLink = reportPath({ line: line.id, station: station.id });
  const settled = view.kind !== "loading";
  const { t } = useI18n();
  // Whether the rider may vote on a report: read now, not when the first report arrives.
  useSessionReadOnce();

  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  return (
    <section aria-labelledby="arrivals-heading" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <StationHeading line={line} station={station} />
          <UpdatedLine view={view} now={now} />
        </div>
        <div className="flex shrink-0 gap-2">
          {actions}
          <button
            type="button"
            onClick={() => {
              setRefreshAsked(true);
              refresh();
            }}
            disabled={view.kind === "closed"}
            {...busyButtonProps(isRefreshing)}
            className={`flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium hover:bg-slate-100 ${FOCUS_RING.default} disabled:opacity-60 aria-disabled:opacity-60`}
          >
            <RefreshIcon className={`size-4 ${isRefreshing ? "motion-safe:animate-spin" : ""}`} />
            {t.refresh}
          </button>
        </div>
      </div>
      {error ? <ErrorBox>{error}</ErrorBox> : null}
      {/* The arrivals settling is announced in a line of its own: the cards count down every minute,
          which a live region around them would read out each time. */}
      <p role="status" className="sr-only">
        {refreshAsked && isRefreshing
          ? t.refreshingArrivals(station.name)
          : settledText(view, station.name, t)}
      </p>
      <div aria-busy={view.kind === "loading"}>
        <ArrivalsContent view={view} line={line} station={station} directionActions={directionActions} />
      </div>
      {view.kind === "closed" ? null : (
        <Link
          to={reportLink}
          className={`flex min-h-11 items-center justify-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-100 ${FOCUS_RING.default}`}
        >
          <MegaphoneIcon className="size-4" />
          {t.reportDepartureAt(station.name)}
        </Link>
      )}
    </section>
  );
}
