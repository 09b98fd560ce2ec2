import type { LineStatusReport } from "@riles/core";
import { and, gt } from "drizzle-orm";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { confirmedBy, stillCounts } from "../trust/still-counts";

/**
 * Every line's reports stamped after `since` that still count, only the fields the line status reads:
 * who sent each (which never leaves the server) and how many riders confirmed it.
 */
export async function lineStatusReportsSince(db: Db, since: Date): Promise<LineStatusReport[]> {
  const records = await db
    .select({
      lineId: trainReports.lineId,
      status: trainReports.status,
      createdAt: trainReports.createdAt,
      userId: trainReports.userId,
      confirmedBy,
    })
    .from(trainReports)
    .where(and(gt(trainReports.createdAt, since), stillCounts()));
  return records.map((record) => ({
    line_id: record.lineId as LineStatusReport["line_id"],
    status: record.status as LineStatusReport["status"],
    created_at: record.createdAt.toISOString(),
    reporter: record.userId,
    confirmed_by: record.confirmedBy,
  }));
}
