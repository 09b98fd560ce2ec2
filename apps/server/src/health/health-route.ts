import { healthAnswerSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { databaseReachable } from "../db/database-reachable";
import { apiError } from "../http/api-error";
import { jsonAnswer, refusals } from "../openapi/describe";

export const HEALTH_PING_TIMEOUT_MS = 3000;

/** GET /api/health. Mounted under /api. */
export function healthRoutes() {
  return new Hono<AppEnv>().get(
    "/health",
    describeRoute({
      summary: "Database round trip: the app's connection check means 'can we read and store reports'",
      responses: { 200: jsonAnswer("The database answered", healthAnswerSchema), ...refusals(503) },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      if (await databaseReachable(c.var.deps.database, HEALTH_PING_TIMEOUT_MS))
        return c.json({ status: "ok" as const });
      return apiError(c, 503, "databaseUnavailable");
    },
  );
}
