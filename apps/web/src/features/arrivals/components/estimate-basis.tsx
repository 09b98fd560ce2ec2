import { type EstimateBasis as Basis, getStation, type LineId } from "@riles/core";
import { useI18n } from "../../../lib/i18n/i18n";

function minutesSince(instant: string, now: Date): number {
  return Math.floor(Math.max(0, now.getTime() - Date.parse(instant)) / 60_000);
}

/**
 * What a direction's estimate rests on: a report at this station, a train seen leaving a station before
 * it, or the schedule alone.
 */
export function EstimateBasis({ lineId, basis, now }: { lineId: LineId; basis: Basis; now: Date }) {
  const { t } = useI18n();
  if (basis.kind === "timetable") return <p className="text-sm text-slate-600">{t.scheduleOnly}</p>;
  if (basis.kind === "sighting") {
    const station = getStation(lineId, basis.stationId)?.name ?? basis.stationId;
    return (
      <p className="text-sm text-slate-700">{t.seenLeaving(station, minutesSince(basis.seenAt, now))}</p>
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
