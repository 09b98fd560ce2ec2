import {
  type FeedMessage,
  gtfsAlerts,
  gtfsRealtimeQuerySchema,
  gtfsTripUpdates,
  type RealtimeInput,
} from "@riles/core";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import type { Db } from "#server/db/database.ts";
import { openToEverySite } from "#server/http/open-data-cors.ts";
import { validate } from "#server/http/validate.ts";
import { refusals } from "#server/openapi/describe.ts";
import { realtimeFeed, staticFeed } from "./gtfs.handlers";
import { RealtimeFeedCache } from "./realtime-feed-cache";

/** Open data (docs/open-data.md): the schedule as a GTFS feed. Mounted at /api/gtfs. */
export function gtfsRoutes() {
  return new Hono<AppEnv>().use(openToEverySite).get(
    "/static.zip",
    describeRoute({
      summary: "The timetable as a GTFS static feed (docs/open-data.md); ETag and Last-Modified",
      responses: {
        200: { description: "GTFS zip", content: { "application/zip": {} } },
        304: { description: "Not modified since If-None-Match / If-Modified-Since" },
        ...refusals(),
      },
    }),
    staticFeed,
  );
}

/**
 * Open data (docs/open-data.md): riders' reports as GTFS-Realtime, each feed built once for everyone who
 * asks meanwhile (realtime-feed-cache.ts). `built` counts the builds by feed. Mounted at /api/gtfs-rt.
 */
export function gtfsRealtimeRoutes(
  deps: Pick<AppDeps, "clock" | "events" | "pastRiders"> & { db: Db; built: (feed: string) => void },
) {
  const routes = new Hono<AppEnv>().use(openToEverySite);
  const realtime = (path: string, summary: string, build: (input: RealtimeInput) => FeedMessage<unknown>) =>
    routes.get(
      path,
      describeRoute({
        summary,
        responses: {
          200: {
            description: "GTFS-Realtime 2.0 FeedMessage, FULL_DATASET (JSON with format=json)",
            content: { "application/x-protobuf": {}, "application/json": {} },
          },
          304: { description: "Not modified since If-None-Match / If-Modified-Since" },
          ...refusals(400),
        },
      }),
      validate("query", gtfsRealtimeQuerySchema),
      realtimeFeed(new RealtimeFeedCache(build, { ...deps, counted: () => deps.built(path.slice(1)) })),
    );
  realtime("/trip-updates", "Trains riders report delayed, with delay and occupancy", gtfsTripUpdates);
  realtime("/alerts", "Stations and directions where riders report cancelled trains", gtfsAlerts);
  return routes;
}
