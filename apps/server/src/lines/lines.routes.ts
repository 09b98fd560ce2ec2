import { lineStatusesSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { refusals, streamKeptAnswer } from "#server/openapi/describe.ts";
import { lineStatus } from "./lines.handlers";

/** Mounted at /api/lines. */
export function linesRoutes() {
  return new Hono<AppEnv>().get(
    "/status",
    describeRoute({
      summary:
        "Per line, delayed and cancelled reports of the last 30 minutes and the newest report time (a count is 0 until two riders report, or one report is confirmed)",
      responses: { 200: streamKeptAnswer("Line status", lineStatusesSchema), ...refusals() },
    }),
    lineStatus,
  );
}
