import { lineSightingsSchema, sightingsQuerySchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { validate } from "#server/http/validate.ts";
import { refusals, streamKeptAnswer } from "#server/openapi/describe.ts";
import { sightings } from "./sightings.handlers";

/**
 * GET /api/sightings?line=: what a phone needs to estimate every station of a line (core's
 * lineSightingsAnswer). Mounted at /api/sightings.
 */
export function sightingsRoutes() {
  return new Hono<AppEnv>().get(
    "/",
    describeRoute({
      summary: "A line's learned run-time factor and its reports of the last 90 minutes, for estimates",
      description:
        "The run-time factor (real minutes per timetable minute) learned from the line's reports since the " +
        "start of the Manila service day, and the reports the estimator reads (the last 90 minutes, riders " +
        "repeating one train folded to the last), oldest first. Each `report` event of the stream adds one.",
      responses: { 200: streamKeptAnswer("Sightings", lineSightingsSchema), ...refusals(400) },
    }),
    validate("query", sightingsQuerySchema),
    sightings,
  );
}
