import { lineSightingsSchema, REPORT_CURSOR_HEADER, type sightingsQuerySchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { lineSightingsText } from "./line-sightings-text";

/** Cached until the next report of the line. */
export async function sightings(c: Context<AppEnv, string, Validated<"query", typeof sightingsQuerySchema>>) {
  const { line } = c.req.valid("query");
  const { events, clock } = c.var.deps;
  const now = clock();
  c.header("Cache-Control", "no-store");
  // Before the read: the answer holds every change counted so far (docs/decisions/081-answers-say-how-far-the-stream-had-got.md).
  c.header(REPORT_CURSOR_HEADER, events.cursor);
  return answerJsonText(c, lineSightingsSchema, await lineSightingsText(c.var.deps, line, now));
}
