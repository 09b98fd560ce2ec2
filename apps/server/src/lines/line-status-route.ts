import { type LineStatusReport, lineStatuses, lineStatusesSchema, REPORT_WINDOW_MS } from "@riles/core";
import { and, gt, lte } from "drizzle-orm";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { jsonAnswer, refusals } from "../openapi/describe";

/** Every line's reports of the last 30 minutes, only the fields the line status counts. */
async function recentLineReports(db: Db, now: Date): Promise<LineStatusReport[]> {
  const records = await db
    .select({ lineId: trainReports.lineId, status: trainReports.status, createdAt: trainReports.createdAt })
    .from(trainReports)
    .where(
      and(
        gt(trainReports.createdAt, new Date(now.getTime() - REPORT_WINDOW_MS)),
        lte(trainReports.createdAt, now),
      ),
    );
  return records.map((record) => ({
    line_id: record.lineId as LineStatusReport["line_id"],
    status: record.status as LineStatusReport["status"],
    created_at: record.createdAt.toISOString(),
  }));
}

/** GET /api/lines/status: per line, delayed and cancelled reports of the last 30 minutes (core counts). */
export function lineStatusRoutes() {
  return new Hono<AppEnv>().get(
    "/lines/status",
    describeRoute({
      summary: "Per line, delayed and cancelled reports of the last 30 minutes and the newest report time",
      responses: { 200: jsonAnswer("Line status", lineStatusesSchema), ...refusals() },
    }),
    async (c) => {
      const { db, clock } = c.var.deps;
      const now = clock();
      c.header("Cache-Control", "no-store");
      return c.json(lineStatuses(await recentLineReports(db.db, now), now));
    },
  );
}
