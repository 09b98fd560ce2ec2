import { lineStatuses, lineStatusesSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText, toJsonText } from "#server/http/json-text.ts";
import { LINE_STATUS_KEY } from "#server/reports/report-events.ts";
import { lineReportsSince } from "./line-reports";

/**
 * Screens ask when they open or reconnect and learn of changes from the stream (line-status-pushes.ts); the
 * answer is cached until the next report.
 */
export async function lineStatus(c: Context<AppEnv>) {
  const { database, clock, events } = c.var.deps;
  c.header("Cache-Control", "no-store");
  return answerJsonText(
    c,
    lineStatusesSchema,
    await events.cache.answer(LINE_STATUS_KEY, clock(), {
      read: (since) => lineReportsSince(database.drizzle, since),
      render: (shown, now) => toJsonText(lineStatuses(shown, now)),
    }),
  );
}
