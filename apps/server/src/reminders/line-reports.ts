import { type LineReport, manilaDayStartMs } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { backedReportsSince } from "#server/reports/backed-reports.ts";

/**
 * Every report of a line that still counts, since the start of today's Manila service day up to `now`,
 * oldest first: what a reminder's estimate reads, as the phone's does, with the cancellations riders back
 * marked (one rider's alone does not end other riders' reminders).
 */
export async function lineReportsToday(db: Db, lineId: string, now: Date): Promise<LineReport[]> {
  const reports = await backedReportsSince(db, new Date(manilaDayStartMs(now) - 1), lineId);
  return reports.filter((report) => Date.parse(report.created_at) <= now.getTime());
}
