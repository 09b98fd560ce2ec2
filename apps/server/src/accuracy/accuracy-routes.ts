import { accuracyAnswerSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { jsonAnswer, refusals } from "../openapi/describe";
import type { AccuracyCache } from "./accuracy-cache";

/** Browsers may keep an answer a minute: the figures change at most every few minutes. */
const CACHE_CONTROL = "public, max-age=60";

/**
 * GET /api/accuracy: each line's published accuracy (docs/open-data.md), answered from the cache. It takes
 * no parameters; like every other route it ignores query parameters it does not know. Mounted under /api.
 */
export function accuracyRoutes(cache: AccuracyCache) {
  const routes = new Hono<AppEnv>();
  // Open data, like the crowding CSV: any site may read it (no cookies are needed or sent).
  routes.use("/accuracy", async (c, next) => {
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.delete("Access-Control-Allow-Credentials");
  });
  return routes.get(
    "/accuracy",
    describeRoute({
      summary:
        "Per line, how often the next train Riles showed 1-10 minutes before a rider's departure report " +
        "came within the ETA Accuracy Benchmark's windows, over the last 7 Manila service days, with the " +
        "number of reports it rests on (not enough below 50); recomputed at most every 5 minutes",
      responses: { 200: jsonAnswer("Published accuracy", accuracyAnswerSchema), ...refusals() },
    }),
    async (c) => {
      const figures = await cache.current();
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("Content-Type", "application/json");
      return c.body(figures.body);
    },
  );
}
