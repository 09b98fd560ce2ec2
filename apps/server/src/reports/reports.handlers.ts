import {
  type reportInputSchema,
  reportRowSchema,
  reportRowsSchema,
  type reportsQuerySchema,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import type { SignedInEnv } from "#server/auth/require-session.ts";
import { apiError } from "#server/http/api-error.ts";
import { answerJson, answerJsonText, toJsonText } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { withBacking } from "#server/reports/backed-reports.ts";
import { stationKey } from "./report-events";
import { stationReportsSince, storeReport } from "./report-store";
import { STATION_REPORTS_HEADERS } from "./station-reports-from-memory";

/** A station's reports of the last 30 minutes, cached until the next report of the station. */
export async function stationReports(
  c: Context<AppEnv, string, Validated<"query", typeof reportsQuerySchema>>,
) {
  const { line, station } = c.req.valid("query");
  const { events, clock, database } = c.var.deps;
  c.header("Cache-Control", STATION_REPORTS_HEADERS["Cache-Control"]);
  return answerJsonText(
    c,
    reportRowsSchema,
    await events.cache.answer(stationKey(line, station), clock(), {
      read: (since) => stationReportsSince(database.drizzle, line, station, since),
      render: (shown) => toJsonText(shown),
    }),
  );
}

export async function addReport(
  c: Context<SignedInEnv, string, Validated<"json", typeof reportInputSchema>>,
) {
  const { database, clock, config, events, metrics } = c.var.deps;
  const stored = await storeReport(
    database.drizzle,
    c.req.valid("json"),
    c.var.userId,
    clock(),
    config.reportLimits,
  );
  if (!stored.ok) return apiError(c, stored.refusal.code === "accountSuspended" ? 403 : 429, stored.refusal);
  metrics.reportsStored.inc();
  const row = await withBacking(database.drizzle, stored.row);
  events.announce(row);
  return answerJson(c, reportRowSchema, row, 201);
}
