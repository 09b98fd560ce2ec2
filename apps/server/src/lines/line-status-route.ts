import { lineStatuses, lineStatusesSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { jsonAnswer, refusals } from "../openapi/describe";
import { LINE_STATUS_KEY } from "../reports/report-events";
import { lineReportsSince } from "./line-reports";

/**
 * GET /api/lines/status: per line, delayed and cancelled reports of the last 30 minutes that still count,
 * marked only when two riders agree (core's lineStatuses).
 * Screens ask when they open or reconnect and learn of changes from the stream (line-status-pushes.ts); the
 * answer is cached until the next report.
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
