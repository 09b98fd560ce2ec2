import { crowdingQuerySchema, stationCrowdingSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { openToEverySite } from "#server/http/open-data-cors.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, refusals } from "#server/openapi/describe.ts";
import { crowdingHandlers } from "./crowding.handlers";
import type { CrowdingCache } from "./crowding-cache";

/** How full trains usually are: one station's figures for the app. Mounted at /api/crowding. */
export function crowdingRoutes(cache: CrowdingCache) {
  return new Hono<AppEnv>().get(
    "/",
    describeRoute({
      summary:
        "A station's usual crowd per direction, kind of day (weekday, weekend) and Manila hour, with the " +
        "number of reports of the last 8 weeks it rests on; recomputed at most every 5 minutes",
      responses: { 200: jsonAnswer("Usual crowding", stationCrowdingSchema), ...refusals(400) },
    }),
    validate("query", crowdingQuerySchema),
    crowdingHandlers(cache).station,
  );
}

/** Every station's figures as open data (docs/open-data.md). Mounted at /api/open-data. */
export function crowdingOpenDataRoutes(cache: CrowdingCache) {
  return new Hono<AppEnv>().use(openToEverySite).get(
    "/crowding.csv",
    describeRoute({
      summary:
        "Every station's usual crowd as CSV (docs/open-data.md): line_id, station_id, direction, day_kind, " +
        "hour, usual_level (empty below 5 reports), reports",
      responses: {
        200: { description: "CSV (RFC 4180)", content: { "text/csv": {} } },
        ...refusals(),
      },
    }),
    crowdingHandlers(cache).csv,
  );
}
