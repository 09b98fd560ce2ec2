import type { gtfsRealtimeQuerySchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import type { Validated } from "#server/http/validate.ts";
import { currentFeedZip } from "./feed-zip";
import { REALTIME_FEED_MAX_AGE_MS, type RealtimeFeedCache } from "./realtime-feed-cache";

/** If-None-Match wins over If-Modified-Since (RFC 9110, 13.2.2). */
function notModified(c: Context, zip: { etag: string; lastModified: Date }): boolean {
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

/**
 * A GTFS-Realtime feed built by core from the day's reports, as protobuf or (format=json) JSON: the bytes
 * built once for every request meanwhile, which caches may keep until the next build is due.
 */
export function realtimeFeed(feeds: RealtimeFeedCache) {
  return async (c: Context<AppEnv, string, Validated<"query", typeof gtfsRealtimeQuerySchema>>) => {
    const built = await feeds.current();
    const json = c.req.valid("query").format === "json";
    const etag = json ? `${built.etag.slice(0, -1)}.json"` : built.etag;
    const ageMs = c.var.deps.clock().getTime() - built.builtAt.getTime();
    const maxAge = Math.max(0, Math.floor((REALTIME_FEED_MAX_AGE_MS - ageMs) / 1000));
    c.header("ETag", etag);
    c.header("Last-Modified", built.builtAt.toUTCString());
    c.header("Cache-Control", `public, max-age=${maxAge}`);
    if (notModified(c, { etag, lastModified: built.builtAt })) return c.body(null, 304);
    if (json) return c.body(built.json(), 200, { "Content-Type": "application/json" });
    return c.body(built.protobuf, 200, { "Content-Type": "application/x-protobuf" });
  };
}
