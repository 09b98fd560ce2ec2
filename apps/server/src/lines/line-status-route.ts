import { type LineStatusReport, lineStatuses, lineStatusesSchema } from "@riles/core";
import { gt } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { jsonAnswer, refusals } from "../openapi/describe";
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
 * Mounted under /api.
 */
export function lineStatusRoutes() {
  return new Hono<AppEnv>().get(
    "/lines/status",
    describeRoute({
      summary: "Per line, delayed and cancelled reports of the last 30 minutes and the newest report time",
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
