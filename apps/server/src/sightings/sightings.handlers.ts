import {
  lineSightingsAnswer,
  lineSightingsSchema,
  manilaDayStartMs,
  type sightingsQuerySchema,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { answerJsonText, toJsonText } from "../http/json-text";
import type { Validated } from "../http/validate";
import { sightingsKey } from "../reports/report-events";
import { lineReportsSince } from "../reports/report-store";

/** Cached until the next report of the line. */
export async function sightings(c: Context<AppEnv, string, Validated<"query", typeof sightingsQuerySchema>>) {
  const { line } = c.req.valid("query");
  const { events, clock, database } = c.var.deps;
  const now = clock();
  c.header("Cache-Control", "no-store");
  return answerJsonText(
    c,
    lineSightingsSchema,
    await events.cache.answer(sightingsKey(line), now, {
      read: () => lineReportsSince(database.drizzle, line, new Date(manilaDayStartMs(now) - 1)),
      render: (shown, at) => toJsonText(lineSightingsAnswer(line, shown, at)),
    }),
  );
}
