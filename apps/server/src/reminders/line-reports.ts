import { type LineReport, manilaDayStartMs } from "@riles/core";
import { and, asc, eq, gt, lte } from "drizzle-orm";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { toReportRow } from "../reports/report-record";

/** Every report of a line since the start of today's Manila service day up to `now`, oldest first. */
export async function lineReportsToday(db: Db, lineId: string, now: Date): Promise<LineReport[]> {
  const dayStart = new Date(manilaDayStartMs(now));
  const records = await db
    .select()
    .from(trainReports)
    .where(
      and(
        eq(trainReports.lineId, lineId),
        gt(trainReports.createdAt, dayStart),
        lte(trainReports.createdAt, now),
      ),
    )
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  return records.map(toReportRow);
}
