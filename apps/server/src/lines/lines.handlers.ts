import { lineStatuses, lineStatusesSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { answerJsonText, toJsonText } from "../http/json-text";
import { LINE_STATUS_KEY } from "../reports/report-events";
import { lineStatusReportsSince } from "./line-status-reports";

/**
 * Every open Lines screen asks again on each new report, so the answer is cached until the next one
 * (docs/product.md, "Line status").
 */
export async function lineStatus(c: Context<AppEnv>) {
  const { database, clock, events } = c.var.deps;
  c.header("Cache-Control", "no-store");
  return answerJsonText(
    c,
    lineStatusesSchema,
    await events.cache.answer(LINE_STATUS_KEY, clock(), {
      read: (since) => lineStatusReportsSince(database.drizzle, since),
      render: (shown, now) => toJsonText(lineStatuses(shown, now)),
    }),
  );
}
