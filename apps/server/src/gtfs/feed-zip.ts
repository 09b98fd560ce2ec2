import { createHash } from "node:crypto";
import { type GtfsStaticFeed, gtfsStaticFeed } from "@riles/core";
import { strToU8, type Zippable, zipSync } from "fflate";

interface FeedZip {
  bytes: Uint8Array<ArrayBuffer>;
  /** Strong validator of the bytes: the same feed zips to the same bytes. */
  etag: string;
  lastModified: Date;
  feed: GtfsStaticFeed;
}

/** The feed as a zip whose bytes depend on its content only (every entry dated when the content started). */
function zipFeed(feed: GtfsStaticFeed): FeedZip {
  const entries: Zippable = {};
  for (const file of feed.files) entries[file.name] = [strToU8(file.text), { mtime: feed.validFrom }];
  const bytes = new Uint8Array(zipSync(entries, { level: 9 }));
  const etag = `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
  return { bytes, etag, lastModified: feed.validFrom, feed };
}

// The zip changes once a Manila day at most; building it takes a few hundred milliseconds.
let latest: { key: string; zip: FeedZip } | undefined;

/** Today's feed zip for this server's public address, built at most once a day. */
export function currentFeedZip(publisherUrl: string, now: Date): FeedZip {
  const feed = gtfsStaticFeed({ now, publisherUrl });
  const key = `${publisherUrl} ${feed.startDate}`;
  if (latest?.key !== key) latest = { key, zip: zipFeed(feed) };
  return latest.zip;
}
