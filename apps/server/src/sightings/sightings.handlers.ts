import {
  lineSightingsAnswer,
  lineSightingsSchema,
  manilaDayStartMs,
  REPORT_CURSOR_HEADER,
  type sightingsQuerySchema,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText, toJsonText } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { sightingsKey } from "#server/reports/report-events.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";

/** Cached until the next report of the line. */
export async function sightings(c: Context<AppEnv, string, Validated<"query", typeof sightingsQuerySchema>>) {
  const { line } = c.req.valid("query");
  const { events, clock, database } = c.var.deps;
  const now = clock();
  c.header("Cache-Control", "no-store");
  // Before the read: the answer holds every change counted so far (docs/decisions/081-answers-say-how-far-the-stream-had-got.md).
  c.header(REPORT_CURSOR_HEADER, events.cursor);
  return answerJsonText(
    c,
    lineSightingsSchema,
    await events.cache.answer(sightingsKey(line), now, {
      read: () => lineReportsSince(database.drizzle, line, new Date(manilaDayStartMs(now) - 1)),
      render: (shown, at) => toJsonText(lineSightingsAnswer(line, shown, at)),
    }),
  );
}
