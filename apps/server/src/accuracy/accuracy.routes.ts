import { accuracyAnswerSchema } from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { openToEverySite } from "#server/http/open-data-cors.ts";
import { jsonAnswer, refusals } from "#server/openapi/describe.ts";
import { accuracyHandler } from "./accuracy.handlers";
import type { AccuracyCache } from "./accuracy-cache";

/**
 * GET /api/accuracy: each line's published accuracy, open data like the crowding CSV (docs/open-data.md).
 * It takes no parameters; like every other route it ignores query parameters it does not know. Mounted at
 * /api/accuracy.
 */
export function accuracyRoutes(cache: AccuracyCache) {
  return new Hono<AppEnv>().use(openToEverySite).get(
    "/",
    describeRoute({
      summary:
        "Per line, how often the next train Riles showed before the train a rider reported leaving came " +
        "within the ETA Accuracy Benchmark's windows, allowing for riders' late and mistaken reports, over " +
        "the last 7 Manila service days: the range the reports support, a point once it is at most " +
        "`point_range` points wide, and the reports it rests on; recomputed at most every 5 minutes",
      responses: { 200: jsonAnswer("Published accuracy", accuracyAnswerSchema), ...refusals() },
    }),
    accuracyHandler(cache),
  );
}
