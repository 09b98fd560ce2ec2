import { type EstimateBasis as Basis, type ComingTrainCrowd, getStation, type LineId } from "@riles/core";
import { useI18n } from "#web/lib/i18n/i18n.ts";

function minutesSince(instant: string, now: Date): number {
  return Math.floor(Math.max(0, now.getTime() - Date.parse(instant)) / 60_000);
}

interface EstimateBasisProps {
  lineId: LineId;
  basis: Basis;
  /** The coming train's crowd when a rider saw that very train leave a station before this one. */
  coming: ComingTrainCrowd | null;
  now: Date;
}

/**
 * What a direction's estimate rests on: a report at this station, a train seen leaving a station before
 * it, or the schedule alone. When the coming train itself was seen, one line says how full it was where
 * and when it was seen, which is also what its time rests on (docs/decisions/047-crowding-now-and-summary.md).
 */
export function EstimateBasis({ lineId, basis, coming, now }: EstimateBasisProps) {
  const { t } = useI18n();
  const stationName = (stationId: string) => getStation(lineId, stationId)?.name ?? stationId;
  if (coming) {
    return (
      <p className="text-sm font-medium text-slate-800">
        {t.crowdWhenItLeft(
          t.crowdLevels[coming.crowdLevel],
          stationName(coming.stationId),
          minutesSince(coming.seenAt, now),
        )}
      </p>
    );
  }
  if (basis.kind === "timetable") return <p className="text-sm text-slate-600">{t.scheduleOnly}</p>;
  if (basis.kind === "sighting") {
    return (
      <p className="text-sm text-slate-700">
        {t.seenLeaving(stationName(basis.stationId), minutesSince(basis.seenAt, now))}
      </p>
    );
  }
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">{t.statuses[basis.status]}</span>
      {" · "}
      <span className="font-medium">{t.crowdLevels[basis.crowdLevel]}</span>
      {" · "}
      {t.reportedAgo(minutesSince(basis.reportedAt, now))}
    </p>
  );
}
