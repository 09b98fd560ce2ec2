import {
  type FeedMessage,
  firstIssueMessage,
  gtfsAlerts,
  gtfsRealtimeQuerySchema,
  gtfsTripUpdates,
  REPORT_WINDOW_MS,
  type RealtimeInput,
} from "@riles/core";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";
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

async function realtimeFeed(c: Context<AppEnv>, build: (input: RealtimeInput) => FeedMessage<unknown>) {
  const query = gtfsRealtimeQuerySchema.safeParse(c.req.query());
  if (!query.success) return apiError(c, 400, firstIssueMessage(query.error));
  const { db, clock } = c.var.deps;
  const now = clock();
  // Every report that may be in force; core picks the one that counts per station and direction.
  const reports = await reportsCreatedAfter(db.db, new Date(now.getTime() - REPORT_WINDOW_MS));
  const feed = build({ now, reports });
  c.header("Cache-Control", "no-store");
  if (query.data.format === "json") return c.json(feedAsJson(feed));
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

  routes.get("/gtfs/static.zip", (c) => {
    const { clock, config } = c.var.deps;
    const zip = currentFeedZip(config.publicUrl, clock());
    c.header("ETag", zip.etag);
    c.header("Last-Modified", zip.lastModified.toUTCString());
    c.header("Cache-Control", "public, max-age=3600");
    if (notModified(c, zip)) return c.body(null, 304);
    c.header("Content-Disposition", 'attachment; filename="riles-gtfs.zip"');
    return c.body(zip.bytes, 200, { "Content-Type": "application/zip" });
  });
  routes.get("/gtfs-rt/trip-updates", (c) => realtimeFeed(c, gtfsTripUpdates));
  routes.get("/gtfs-rt/alerts", (c) => realtimeFeed(c, gtfsAlerts));

  return routes;
}
