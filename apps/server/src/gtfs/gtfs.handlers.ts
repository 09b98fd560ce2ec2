import {
  type FeedMessage,
  type gtfsRealtimeQuerySchema,
  manilaDayStartMs,
  type RealtimeInput,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import type { Validated } from "#server/http/validate.ts";
import { reportsCreatedAfter } from "#server/reports/report-store.ts";
import { currentFeedZip, type FeedZip } from "./feed-zip";
import { encodeFeed, feedAsJson } from "./realtime-encoding";

/** If-None-Match wins over If-Modified-Since (RFC 9110, 13.2.2). */
function notModified(c: Context, zip: FeedZip): boolean {
  const ifNoneMatch = c.req.header("if-none-match");
  if (ifNoneMatch) return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === zip.etag);
  const ifModifiedSince = Date.parse(c.req.header("if-modified-since") ?? "");
  return ifModifiedSince >= Math.floor(zip.lastModified.getTime() / 1000) * 1000;
}

export function staticFeed(c: Context<AppEnv>) {
  const { clock, config } = c.var.deps;
  const zip = currentFeedZip(config.publicUrl, clock());
  c.header("ETag", zip.etag);
  c.header("Last-Modified", zip.lastModified.toUTCString());
  c.header("Cache-Control", "public, max-age=3600");
  if (notModified(c, zip)) return c.body(null, 304);
  c.header("Content-Disposition", 'attachment; filename="riles-gtfs.zip"');
  return c.body(zip.bytes, 200, { "Content-Type": "application/zip" });
}

/** A GTFS-Realtime feed built by core from the day's reports, as protobuf or (format=json) JSON. */
export function realtimeFeed(build: (input: RealtimeInput) => FeedMessage<unknown>) {
  return async (c: Context<AppEnv, string, Validated<"query", typeof gtfsRealtimeQuerySchema>>) => {
    const { database, clock } = c.var.deps;
    const now = clock();
    // The day's reports: the estimator learns the run times from them; core picks what is in force.
    const reports = await reportsCreatedAfter(database.drizzle, new Date(manilaDayStartMs(now) - 1));
    const feed = build({ now, reports });
    c.header("Cache-Control", "no-store");
    if (c.req.valid("query").format === "json") return c.json(feedAsJson(feed));
    return c.body(encodeFeed(feed), 200, { "Content-Type": "application/x-protobuf" });
  };
}
