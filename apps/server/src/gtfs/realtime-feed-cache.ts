import { createHash } from "node:crypto";
import { type FeedMessage, LINE_IDS, manilaDayStartMs, type RealtimeInput } from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { backedReportsSince } from "#server/reports/backed-reports.ts";
import type { ReportEvents } from "#server/reports/report-events.ts";
import type { PastRiders } from "#server/sightings/past-riders.ts";
import { encodeFeed, feedAsJson } from "./realtime-encoding";

/**
 * How long a feed is served, while no report arrives or changes, before a request builds it again: its
 * trains move on with the clock (docs/decisions/097-gtfs-realtime-built-once-for-everyone.md).
 */
export const REALTIME_FEED_MAX_AGE_MS = 15_000;

/**
 * The shortest time between two builds' starts, whatever arrives: a burst of reports costs at most one
 * build a second, and requests after a report wait for the build that has it.
 */
const MIN_BUILD_GAP_MS = 1000;

interface BuiltFeed {
  /** The server's clock when its reports were read: the feed's own timestamp. */
  builtAt: Date;
  protobuf: Uint8Array<ArrayBuffer>;
  /** Strong validator of the protobuf bytes; the JSON's is derived from it. */
  etag: string;
  /** `?format=json`, serialised at its first request. */
  json: () => string;
  /** The reports' changes counted when the build read them. */
  generation: number;
}

/**
 * One GTFS-Realtime feed, built from the day's reports at most once for everyone who asks meanwhile: a
 * request gets the feed in hand unless a report arrived or changed since it was built, or it is
 * REALTIME_FEED_MAX_AGE_MS old; then it waits for the next build, which every concurrent request shares.
 */
export class RealtimeFeedCache {
  private built: BuiltFeed | null = null;
  private building: Promise<BuiltFeed> | null = null;
  /** Counts every report learnt of and every standing change, as ReportEvents tells them. */
  private generation = 0;
  private lastBuildStartMs = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly feed: (input: RealtimeInput) => FeedMessage<unknown>,
    private readonly deps: {
      db: Db;
      clock: Clock;
      events: ReportEvents;
      pastRiders: Pick<PastRiders, "of">;
      counted: () => void;
    },
  ) {
    const changed = () => {
      this.generation += 1;
    };
    deps.events.onReport(changed);
    deps.events.onChange(changed);
  }

  async current(): Promise<BuiltFeed> {
    const askedGeneration = this.generation;
    const askedAtMs = this.deps.clock().getTime();
    let built = this.built;
    // A build started after this request read both, so the loop ends with it at the latest.
    while (
      !built ||
      built.generation < askedGeneration ||
      askedAtMs - built.builtAt.getTime() >= REALTIME_FEED_MAX_AGE_MS
    ) {
      this.building ??= this.build().finally(() => {
        this.building = null;
      });
      built = await this.building;
    }
    return built;
  }

  private async build(): Promise<BuiltFeed> {
    const waitMs = this.lastBuildStartMs + MIN_BUILD_GAP_MS - performance.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    this.lastBuildStartMs = performance.now();
    const generation = this.generation;
    const now = this.deps.clock();
    // The day's reports: the estimator learns the run times from them; core picks what is in force.
    const reports = await backedReportsSince(this.deps.db, new Date(manilaDayStartMs(now) - 1));
    const ridersPriors = new Map(LINE_IDS.map((lineId) => [lineId, this.deps.pastRiders.of(lineId, now)]));
    const feed = this.feed({ now, reports, ridersPriors });
    const protobuf = encodeFeed(feed);
    let json: string | undefined;
    this.deps.counted();
    this.built = {
      builtAt: now,
      protobuf,
      etag: `"${createHash("sha256").update(protobuf).digest("base64url").slice(0, 32)}"`,
      json: () => {
        json ??= JSON.stringify(feedAsJson(feed));
        return json;
      },
      generation,
    };
    return this.built;
  }
}
