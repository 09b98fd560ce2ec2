import type { EtaReport } from "@riles/core";
import { useI18n } from "../../../lib/i18n/i18n";

function reportAgeMinutes(createdAt: string, now: Date): number {
  return Math.floor(Math.max(0, now.getTime() - Date.parse(createdAt)) / 60_000);
}

/** What a direction's estimate rests on: the newest report that applies, or the schedule alone. */
export function EstimateBasis({ report, now }: { report: EtaReport | undefined; now: Date }) {
  const { t } = useI18n();
  if (!report) return <p className="text-sm text-slate-600">{t.scheduleOnly}</p>;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">{t.statuses[report.status]}</span>
      {" · "}
      <span className="font-medium">{t.crowdLevels[report.crowd_level]}</span>
      {" · "}
      {t.reportedAgo(reportAgeMinutes(report.created_at, now))}
    </p>
  );
}
