import { type LineStatusReport, lineStatuses, lineStatusesSchema } from "@riles/core";
import { and, gt } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { jsonAnswer, refusals } from "../openapi/describe";
import { LINE_STATUS_KEY } from "../reports/report-events";
import { confirmedBy, stillCounts } from "../trust/still-counts";

/**
 * Every line's reports stamped after `since` that still count, only the fields the line status reads:
 * who sent each (which never leaves the server) and how many riders confirmed it.
 */
async function lineReportsSince(db: Db, since: Date): Promise<LineStatusReport[]> {
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

/**
 * GET /api/lines/status: per line, delayed and cancelled reports of the last 30 minutes that still count,
 * marked only when two riders agree (core's lineStatuses).
 * Every open Lines screen asks again on each new report, so the answer is cached until the next one.
 * Mounted under /api.
 */
export function lineStatusRoutes() {
  return new Hono<AppEnv>().get(
    "/lines/status",
    describeRoute({
      summary:
        "Per line, delayed and cancelled reports of the last 30 minutes and the newest report time (a count is 0 until two riders report, or one report is confirmed)",
      responses: { 200: jsonAnswer("Line status", lineStatusesSchema), ...refusals() },
    }),
    async (c) => {
      const { db, clock, events } = c.var.deps;
      c.header("Cache-Control", "no-store");
      c.header("Content-Type", "application/json");
      return c.body(
        await events.cache.answer(LINE_STATUS_KEY, clock(), {
          read: (since) => lineReportsSince(db.db, since),
          render: (shown, now) => JSON.stringify(lineStatuses(shown, now)),
        }),
      );
    },
  );
}
