import type { LineStatusReport } from "@riles/core";
import { and, eq, gt, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";
import { confirmedBy, stillCounts } from "#server/trust/still-counts.ts";

/**
 * Every line's reports stamped after `since` that still count, only the fields the line status reads:
 * who sent each (which never leaves the server) and how many riders confirmed it.
 */
export async function lineReportsSince(db: Db, since: Date): Promise<LineStatusReport[]> {
  return (await lineReportsWhere(db, gt(trainReports.createdAt, since))).map(({ report }) => report);
}

/** The same, by report id, for the streams' line statuses (line-status-pushes.ts). */
export function lineReportsByIdSince(db: Db, since: Date) {
  return lineReportsWhere(db, gt(trainReports.createdAt, since));
}

/** One report as the line status reads it, or none when it does not count. */
export async function lineReportById(db: Db, id: string): Promise<LineStatusReport | null> {
  const [found] = await lineReportsWhere(db, eq(trainReports.id, id));
  return found?.report ?? null;
}

async function lineReportsWhere(db: Db, where: SQL): Promise<{ id: string; report: LineStatusReport }[]> {
  const records = await db
    .select({
      id: trainReports.id,
      lineId: trainReports.lineId,
      status: trainReports.status,
      createdAt: trainReports.createdAt,
      userId: trainReports.userId,
      confirmedBy,
    })
    .from(trainReports)
    .where(and(where, stillCounts()));
  return records.map((record) => ({
    id: record.id,
    report: {
      line_id: record.lineId as LineStatusReport["line_id"],
      status: record.status as LineStatusReport["status"],
      created_at: record.createdAt.toISOString(),
      reporter: record.userId,
      confirmed_by: record.confirmedBy,
    },
  }));
}
