import { type CorroboratedReport, type ReportRow, withCorroboratedCancellations } from "@riles/core";
import { and, asc, eq, gt, type SQL } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";
import { confirmedBy, stillCounts } from "#server/trust/still-counts.ts";
import { toReportRow } from "./report-record";

/**
 * The reports stamped after `since` that still count (of one line, if named), oldest first, with the
 * cancellations riders back marked `corroborated`: what acts on a cancellation beyond the rider's own screen
 * reads (reminders, the GTFS-Realtime alerts; docs/decisions/135-a-cancellation-others-act-on-needs-two-riders.md).
 * Who sent each report stays here.
 */
export async function backedReportsSince(
  db: Db,
  since: Date,
  lineId?: string,
): Promise<CorroboratedReport<ReportRow>[]> {
  const where: (SQL | undefined)[] = [gt(trainReports.createdAt, since), stillCounts()];
  if (lineId !== undefined) where.push(eq(trainReports.lineId, lineId));
  const records = await db
    .select({ record: trainReports, confirmedBy })
    .from(trainReports)
    .where(and(...where))
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  return withCorroboratedCancellations(
    records.map(({ record, confirmedBy: confirmed }) => ({
      ...toReportRow(record),
      reporter: record.userId,
      confirmed_by: confirmed,
    })),
  );
}
