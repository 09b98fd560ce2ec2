import { lineStatusesSchema, REPORT_CURSOR_HEADER } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText } from "#server/http/json-text.ts";
import { lineStatusText } from "./line-status-text";

/**
 * Screens ask when they open or reconnect and learn of changes from the stream (line-status-pushes.ts); the
 * answer is cached until the next report.
 */
export async function lineStatus(c: Context<AppEnv>) {
  const { clock, events } = c.var.deps;
  c.header("Cache-Control", "no-store");
  // Before the read: the answer holds every change counted so far (docs/decisions/081-answers-say-how-far-the-stream-had-got.md).
  c.header(REPORT_CURSOR_HEADER, events.cursor);
  return answerJsonText(c, lineStatusesSchema, await lineStatusText(c.var.deps, clock()));
}
