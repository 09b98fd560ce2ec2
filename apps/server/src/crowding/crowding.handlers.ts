import { type crowdingQuerySchema, stationCrowdingSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { answerJsonText } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { type CrowdingCache, crowdingKey } from "./crowding-cache";

/** Browsers may keep an answer a minute: the figures change at most every few minutes. */
const CACHE_CONTROL = "public, max-age=60";

/** Both answers come from the cache (docs/product.md, "Crowding"). */
export function crowdingHandlers(cache: CrowdingCache) {
  return {
    async station(c: Context<AppEnv, string, Validated<"query", typeof crowdingQuerySchema>>) {
      const { line, station } = c.req.valid("query");
      const figures = await cache.current();
      const answer = figures.stations.get(crowdingKey(line, station));
      // Core's usualCrowding has figures for every station the query schema lets through.
      if (!answer) throw new Error(`No crowding figures for ${line} ${station}`);
      c.header("Cache-Control", CACHE_CONTROL);
      return answerJsonText(c, stationCrowdingSchema, answer);
    },

    async csv(c: Context<AppEnv>) {
      const figures = await cache.current();
      c.header("Cache-Control", CACHE_CONTROL);
      c.header("Last-Modified", figures.computedAt.toUTCString());
      c.header("Content-Disposition", 'attachment; filename="riles-crowding.csv"');
      return c.body(figures.csv, 200, { "Content-Type": "text/csv; charset=utf-8" });
    },
  };
}
