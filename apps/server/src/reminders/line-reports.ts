import { type LineReport, manilaDayStartMs } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";

/**
 * Every report of a line that still counts, since the start of today's Manila service day up to `now`,
 * oldest first: what a reminder's estimate reads, as the phone's does.
 */
export async function lineReportsToday(db: Db, lineId: string, now: Date): Promise<LineReport[]> {
  const reports = await lineReportsSince(db, lineId, new Date(manilaDayStartMs(now) - 1));
  return reports.filter((report) => Date.parse(report.created_at) <= now.getTime());
}
