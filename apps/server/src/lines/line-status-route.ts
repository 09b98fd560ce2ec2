import { type LineStatusReport, lineStatuses } from "@riles/core";
import { gt } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { LINE_STATUS_KEY } from "../reports/report-events";

/** Every line's reports stamped after `since`, only the fields the line status counts. */
async function lineReportsSince(db: Db, since: Date): Promise<LineStatusReport[]> {
  const records = await db
    .select({ lineId: trainReports.lineId, status: trainReports.status, createdAt: trainReports.createdAt })
    .from(trainReports)
    .where(gt(trainReports.createdAt, since));
  return records.map((record) => ({
    line_id: record.lineId as LineStatusReport["line_id"],
    status: record.status as LineStatusReport["status"],
    created_at: record.createdAt.toISOString(),
  }));
}

/**
 * GET /api/lines/status: per line, delayed and cancelled reports of the last 30 minutes (core counts).
 * Every open Lines screen asks again on each new report, so the answer is cached until the next one.
 */
export async function lineStatusRoute(c: Context<AppEnv>) {
  const { db, clock, events } = c.var.deps;
  c.header("Cache-Control", "no-store");
  c.header("Content-Type", "application/json");
  return c.body(
    await events.cache.answer(LINE_STATUS_KEY, clock(), {
      read: (since) => lineReportsSince(db.db, since),
      render: (shown, now) => JSON.stringify(lineStatuses(shown, now)),
    }),
  );
}
