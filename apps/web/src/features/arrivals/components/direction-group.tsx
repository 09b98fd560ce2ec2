import {
  type EstimateBasis as Basis,
  comingTrainCrowd,
  type Direction,
  type EstimatedArrival,
  type LineId,
  type LineReport,
  lastTrainSoon,
  latestReport,
  nextTrainToday,
  stationReportBasis,
  terminusOf,
} from "@riles/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { MegaphoneIcon } from "#web/components/ui/icons.tsx";
import { reportPath } from "#web/config/paths.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { ArrivalCard } from "./arrival-card";
import { EstimateBasis } from "./estimate-basis";
import { ReportVotes } from "./report-votes";
import { WithdrawnNote } from "./withdrawn-note";

interface DirectionGroupProps {
  lineId: LineId;
  stationId: string;
  direction: Direction;
  etas: readonly EstimatedArrival[];
  /** The station's own recent reports: what the basis says when no train is due. */
  reports: readonly LineReport[];
  now: Date;
  /** Other features' buttons for this direction (the reminders), composed in src/app. */
  actions?: ReactNode;
}

/** The next train's basis; with none due, the station's report in force, or the schedule. */
function directionBasis(
  etas: readonly EstimatedArrival[],
  reports: readonly LineReport[],
  direction: Direction,
  now: Date,
): Basis {
  const [next] = etas;
  if (next) return next.basis;
  const report = latestReport(reports, direction, now.getTime());
  return report ? stationReportBasis(report) : { kind: "timetable" };
}

/**
 * One direction's trains, soonest first (the first is the next train), under where they go, what the
 * estimate rests on and, in the last hour of service, the last train. With none due within the window,
 * the direction still shows, with its next scheduled train.
 */
export function DirectionGroup({
  lineId,
  stationId,
  direction,
  etas,
  reports,
  now,
  actions,
}: DirectionGroupProps) {
  const { t } = useI18n();
  const headingId = `arrivals-${direction}`;
  const sorted = [...etas].sort((a, b) => a.estimatedArrival.getTime() - b.estimatedArrival.getTime());
  const terminus = terminusOf(lineId, direction);
  const lastTrain = lastTrainSoon(lineId, stationId, direction, now);
  const laterTrain = sorted.length === 0 ? nextTrainToday(lineId, stationId, now, direction) : undefined;
  const basis = directionBasis(sorted, reports, direction, now);
  // The station's own report in force this way: what riders on this platform can tell is still true.
  const stationReport = latestReport(reports, direction, now.getTime());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      {/* Other features' buttons sit beside the heading, so the next trains stay on a phone's first screen. */}
      <div className="flex flex-wrap items-start justify-between gap-x-2">
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-800">
            {t.directions[direction]}
          </h3>
          {terminus ? <p className="text-sm text-slate-700">{t.toTerminus(terminus.name)}</p> : null}
          <EstimateBasis
            lineId={lineId}
            basis={basis}
            coming={comingTrainCrowd(sorted, direction)}
            now={now}
          />
          {/* Riders confirm or dispute what was reported here (docs/decisions/040-reports-people-can-trust.md). */}
          {stationReport ? (
            <ReportVotes
              report={{ id: stationReport.id, direction, status: stationReport.status }}
              lineId={lineId}
              stationId={stationId}
            />
          ) : null}
          <WithdrawnNote lineId={lineId} stationId={stationId} direction={direction} />
          {lastTrain ? (
            <p className="text-sm font-medium text-amber-900">{t.lastTrain(t.clockTime(lastTrain))}</p>
          ) : null}
        </div>
        {actions}
      </div>
      {sorted.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700">
          {t.noTrainWithin10}
          {laterTrain ? t.nextScheduledAt(t.clockTime(laterTrain.at)) : null}
        </p>
      ) : null}
      <ol className="flex flex-col gap-2">
        {sorted.map((eta, index) => (
          <ArrivalCard
            key={eta.id}
            estimatedArrival={eta.estimatedArrival}
            isNext={index === 0}
            status={eta.status}
          />
        ))}
      </ol>
      <Link
        to={reportPath({ line: lineId, station: stationId, direction })}
        className={`flex min-h-11 items-center gap-2 self-start rounded-lg px-1 text-sm font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 ${FOCUS_RING.default}`}
      >
        <MegaphoneIcon className="size-4" />
        {t.reportDirectionDeparture(direction)}
      </Link>
    </section>
  );
}
