import { isDisputedAway, type ReportRow, type WithdrawalReason } from "@riles/core";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";
import { toReportRow } from "#server/reports/report-record.ts";
import { REPORTS_CHANNEL } from "#server/reports/report-store.ts";
import { confirmedBy, disputedBy } from "./still-counts";

export interface ReportStanding {
  row: ReportRow;
  userId: string | null;
  confirmed_by: number;
  disputed_by: number;
  /** Why it no longer counts; null while it counts. */
  withdrawn: WithdrawalReason | null;
}

/** A report with its votes and whether it still counts (the same rule as stillCounts, read per row). */
export async function reportStanding(db: Pick<Db, "select">, id: string): Promise<ReportStanding | null> {
  const [found] = await db
    .select({ record: trainReports, confirmed_by: confirmedBy, disputed_by: disputedBy })
    .from(trainReports)
    .where(eq(trainReports.id, id));
  if (!found) return null;
  const { record, confirmed_by, disputed_by } = found;
  let withdrawn: WithdrawalReason | null = null;
  if (record.hiddenAt) withdrawn = "hidden";
  else if (record.suspensionId) withdrawn = "suspended";
  else if (isDisputedAway({ confirmed_by, disputed_by })) withdrawn = "disputed";
  return { row: toReportRow(record), userId: record.userId, confirmed_by, disputed_by, withdrawn };
}

/** The prefix of a notice that a report started or stopped counting (a bare id is a new report). */
export const CHANGE_NOTICE_PREFIX = "change:";

/** Tells every process (after commit) that the report's standing changed. */
export async function notifyStandingChange(db: Pick<Db, "execute">, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${REPORTS_CHANNEL}, ${CHANGE_NOTICE_PREFIX + id})`);
}
