import { healthAnswerSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { databaseRequestsCeiling } from "#server/http/per-address-ceiling.ts";
import { jsonAnswer, refusals } from "#server/openapi/describe.ts";
import { health } from "./health.handlers";

/** GET /api/health. Mounted at /api/health. */
export function healthRoutes() {
  return new Hono<AppEnv>().get(
    "/",
    describeRoute({
      summary: "Database round trip: the app's connection check means 'can we read and store reports'",
      responses: { 200: jsonAnswer("The database answered", healthAnswerSchema), ...refusals(429, 503) },
    }),
    databaseRequestsCeiling,
    health,
  );
}
