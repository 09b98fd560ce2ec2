import {
  type FeedMessage,
  gtfsAlerts,
  gtfsRealtimeQuerySchema,
  gtfsTripUpdates,
  manilaDayStartMs,
  type RealtimeInput,
} from "@riles/core";
import { type Context, Hono } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { validate } from "../http/validate";
import { refusals } from "../openapi/describe";
import { reportsCreatedAfter } from "../reports/report-store";
import { currentFeedZip, type FeedZip } from "./feed-zip";
import { encodeFeed, feedAsJson } from "./realtime-encoding";

/** If-None-Match wins over If-Modified-Since (RFC 9110, 13.2.2). */
function notModified(c: Context, zip: FeedZip): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === zip.etag);
  const ifModifiedSince = Date.parse(c.req.header("if-modified-since") ?? "");
  return ifModifiedSince >= Math.floor(zip.lastModified.getTime() / 1000) * 1000;
}

async function realtimeFeed(
  c: Context<AppEnv>,
  format: "json" | "protobuf" | undefined,
  build: (input: RealtimeInput) => FeedMessage<unknown>,
) {
  const { database, clock } = c.var.deps;
  const now = clock();
  // The day's reports: the estimator learns the run times from them; core picks what is in force.
  const reports = await reportsCreatedAfter(database.drizzle, new Date(manilaDayStartMs(now) - 1));
  const feed = build({ now, reports });
  c.header("Cache-Control", "no-store");
  if (format === "json") return c.json(feedAsJson(feed));
  return c.body(encodeFeed(feed), 200, { "Content-Type": "application/x-protobuf" });
}

/**
 * Open data (docs/open-data.md): the schedule as a GTFS feed, riders' reports as GTFS-Realtime.
 * Mounted under /api.
 */
export function gtfsRoutes() {
  const routes = new Hono<AppEnv>();
  // Open data: any site may read it (no cookies are needed or sent), unlike the rest of the API.
  routes.use(async (c, next) => {
    await next();
    c.res.headers.set("Access-Control-Allow-Origin", "*");
    c.res.headers.delete("Access-Control-Allow-Credentials");
  });

  routes.get(
    "/gtfs/static.zip",
    describeRoute({
      summary: "The timetable as a GTFS static feed (docs/open-data.md); ETag and Last-Modified",
      responses: {
        200: { description: "GTFS zip", content: { "application/zip": {} } },
        304: { description: "Not modified since If-None-Match / If-Modified-Since" },
        ...refusals(),
      },
    }),
    (c) => {
      const { clock, config } = c.var.deps;
      const zip = currentFeedZip(config.publicUrl, clock());
      c.header("ETag", zip.etag);
      c.header("Last-Modified", zip.lastModified.toUTCString());
      c.header("Cache-Control", "public, max-age=3600");
      if (notModified(c, zip)) return c.body(null, 304);
      c.header("Content-Disposition", 'attachment; filename="riles-gtfs.zip"');
      return c.body(zip.bytes, 200, { "Content-Type": "application/zip" });
    },
  );
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
          ...refusals(400),
        },
      }),
      validate("query", gtfsRealtimeQuerySchema),
      (c) => realtimeFeed(c, c.req.valid("query").format, build),
    );
  realtime(
    "/gtfs-rt/trip-updates",
    "Trains riders report delayed, with delay and occupancy",
    gtfsTripUpdates,
  );
  realtime("/gtfs-rt/alerts", "Stations and directions where riders report cancelled trains", gtfsAlerts);

  return routes;
}
