import type { EtaReport } from "@riles/core";
import { CROWD_LABELS, STATUS_LABELS } from "../../../lib/report-options";

function reportAge(createdAt: string, now: Date): string {
  const minutes = Math.floor(Math.max(0, now.getTime() - Date.parse(createdAt)) / 60_000);
  return minutes < 1 ? "reported just now" : `reported ${minutes} min ago`;
}

/** What a direction's estimate rests on: the newest report that applies, or the schedule alone. */
export function EstimateBasis({ report, now }: { report: EtaReport | undefined; now: Date }) {
  if (!report) return <p className="text-sm text-slate-600">Schedule only</p>;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-medium">{STATUS_LABELS[report.status]}</span>
      {" · "}
      <span className="font-medium">{CROWD_LABELS[report.crowd_level]}</span>
      {" · "}
      {reportAge(report.created_at, now)}
    </p>
  );
}
