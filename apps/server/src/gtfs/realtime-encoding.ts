import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { FeedMessage } from "@riles/core";
import protobuf from "protobufjs";

/** The official gtfs-realtime.proto of the GTFS specification, as the gtfs-rt-bindings package ships it. */
const GTFS_REALTIME_PROTO = createRequire(import.meta.url).resolve("gtfs-rt-bindings/gtfs-realtime.proto");

// keepCase: the proto's own snake_case field names, which core's feeds use.
const feedMessage = protobuf
  .parse(readFileSync(GTFS_REALTIME_PROTO, "utf8"), { keepCase: true })
  .root.lookupType("transit_realtime.FeedMessage");

const asMessage = (feed: FeedMessage<unknown>) =>
  feedMessage.fromObject(feed as unknown as Record<string, unknown>);

/** The feed as GTFS-Realtime protocol buffer bytes. */
export function encodeFeed(feed: FeedMessage<unknown>): Uint8Array<ArrayBuffer> {
  return new Uint8Array(feedMessage.encode(asMessage(feed)).finish());
}

/** The feed as it is encoded, for people: field and enum names of the proto, numbers as numbers. */
export function feedAsJson(feed: FeedMessage<unknown>): Record<string, unknown> {
  return feedMessage.toObject(asMessage(feed), { enums: String, longs: Number });
}
