import { crowdingQuerySchema, stationCrowdingSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { validate } from "../http/validate";
import { jsonAnswer, refusals } from "../openapi/describe";
import { type CrowdingCache, crowdingKey } from "./crowding-cache";

/** Browsers may keep an answer a minute: the figures change at most every few minutes. */
const CACHE_CONTROL = "public, max-age=60";

/**
 * How full trains usually are: one station's figures for the app, every station's as open data
 * (docs/open-data.md). Both are answered from the cache. Mounted under /api.
 */
export function crowdingRoutes(cache: CrowdingCache) {
  const routes = new Hono<AppEnv>();
  // Open data: any site may read it (no cookies are needed or sent), unlike the rest of the API.
  routes.use("/open-data/*", async (c, next) => {
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.delete("Access-Control-Allow-Credentials");
  });

  routes.get(
    "/crowding",
    describeRoute({
      summary:
        "A station's usual crowd per direction, kind of day (weekday, weekend) and Manila hour, with the " +
        "number of reports of the last 8 weeks it rests on; recomputed at most every 5 minutes",
      responses: { 200: jsonAnswer("Usual crowding", stationCrowdingSchema), ...refusals(400) },
    }),
    validate("query", crowdingQuerySchema),
    async (c) => {
      const { line, station } = c.req.valid("query");
      const figures = await cache.current();
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("Content-Type", "application/json");
      return c.body(figures.stations.get(crowdingKey(line, station)) ?? "null");
    },
  );

  routes.get(
    "/open-data/crowding.csv",
    describeRoute({
      summary:
        "Every station's usual crowd as CSV (docs/open-data.md): line_id, station_id, direction, day_kind, " +
        "hour, usual_level (empty below 5 reports), reports",
      responses: {
        200: { description: "CSV (RFC 4180)", content: { "text/csv": {} } },
        ...refusals(),
      },
    }),
    async (c) => {
      const figures = await cache.current();
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("Last-Modified", figures.computedAt.toUTCString());
      c.header("Content-Disposition", 'attachment; filename="riles-crowding.csv"');
      return c.body(figures.csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    },
  );

  return routes;
}
