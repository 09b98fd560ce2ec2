import {
  type CorroboratedReport,
  REPORT_WINDOW_MS,
  type ReportRow,
  withCorroboratedCancellations,
} from "@riles/core";
import { and, asc, eq, gt, lt, type SQL } from "drizzle-orm";
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
export async function backedReportsSince(db: Db, since: Date, lineId?: string): Promise<AttributedRow[]> {
  const where: (SQL | undefined)[] = [gt(trainReports.createdAt, since)];
  if (lineId !== undefined) where.push(eq(trainReports.lineId, lineId));
  return backedReports(db, where);
}

/**
 * A report as the server's estimates read it: who sent it (null for a deleted account) kept beside the
 * row, so that one account counts as one voice (core's LineReport), and never sent to phones.
 */
type AttributedRow = CorroboratedReport<ReportRow> & { reporter: string | null };

async function backedReports(db: Db, where: (SQL | undefined)[]): Promise<AttributedRow[]> {
  const records = await db
    .select({ record: trainReports, confirmedBy })
    .from(trainReports)
    .where(and(...where, stillCounts()))
    .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
  const attributed = records.map(({ record, confirmedBy: confirmed }) => ({
    ...toReportRow(record),
    reporter: record.userId,
    confirmed_by: confirmed,
  }));
  return withCorroboratedCancellations(attributed).map((row, index) => ({
    ...row,
    reporter: attributed[index]?.reporter ?? null,
  }));
}

/**
 * The row as the streams push it: a cancellation riders back marked `corroborated`, as in the line's
 * sightings, so a phone that follows the stream heeds it at the stations after its own (decision 136).
 * When the backing cannot be read the row goes unmarked: the line's sightings mark it when next asked.
 */
export async function withBacking(db: Db, row: ReportRow): Promise<ReportRow> {
  if (row.status !== "cancelled") return row;
  const atMs = Date.parse(row.created_at);
  try {
    // The cancellations that could back it: the line's, its direction's, within 30 minutes either side.
    const backed = await backedReports(db, [
      eq(trainReports.lineId, row.line_id),
      eq(trainReports.direction, row.direction),
      eq(trainReports.status, "cancelled"),
      gt(trainReports.createdAt, new Date(atMs - REPORT_WINDOW_MS)),
      lt(trainReports.createdAt, new Date(atMs + REPORT_WINDOW_MS)),
    ]);
    const found = backed.find((report) => report.id === row.id);
    if (!found) return row;
    const { reporter: _, ...pushed } = found;
    return pushed;
  } catch {
    return row;
  }
}
