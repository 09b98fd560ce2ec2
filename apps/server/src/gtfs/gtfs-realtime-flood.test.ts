import { FeedMessage as FeedMessageClass } from "gtfs-rt-bindings";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { sample, scrapeMetrics } from "#server/testing/metrics-text.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// Monday 2026-11-23, 06:00 in Manila.
const clock = testClock(new Date("2026-11-23T06:00:00+08:00"));
const server = serverForThisFile({ clock: clock.now, env: { METRICS_PORT: "0" } });
const FLOOD = 200;
let rider: TestClient;

beforeAll(async () => {
  rider = await signedInClient(server, "flood-rider@example.ph");
  const response = await rider.postJson("/api/reports", reportInput({ status: "delayed" }));
  expect(response.status).toBe(201);
});

async function builds(feed: string): Promise<number> {
  return sample(await scrapeMetrics(server), `riles_gtfs_realtime_builds_total{feed="${feed}"}`) ?? 0;
}

/** FLOOD requests at once, half of them as JSON: every answer, with its bytes. */
async function flood(path: string) {
  return Promise.all(
    Array.from({ length: FLOOD }, async (_, i) => {
      const response = await fetch(`${server.url}${path}${i % 2 ? "?format=json" : ""}`);
      expect(response.status).toBe(200);
      return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
    }),
  );
}

/** The feed's own timestamp: when the server read the reports it was built from. */
function timestampOf(bytes: Uint8Array): number {
  const feed = FeedMessageClass.toObject(FeedMessageClass.decode(bytes), { longs: Number }) as {
    header: { timestamp: number };
  };
  return feed.header.timestamp;
}

describe("a flood of GTFS-Realtime requests", () => {
  it("builds each feed once for everyone until a report arrives or the feed is 15 s old, and says so to caches", async () => {
    const path = "/api/gtfs-rt/trip-updates";
    const first = await flood(path);
    expect(await builds("trip-updates")).toBe(1);
    const protobufs = first.filter(
      ({ response }) => response.headers.get("content-type") === "application/x-protobuf",
    );
    expect(new Set(protobufs.map(({ bytes }) => Buffer.from(bytes).toString("base64"))).size).toBe(1);
    const [sent] = protobufs;
    if (!sent) throw new Error("no protobuf answer");
    const etag = sent.response.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(sent.response.headers.get("cache-control")).toBe("public, max-age=15");
    expect(timestampOf(sent.bytes)).toBe(clock.now().getTime() / 1000);

    // Ten seconds on, nothing reported: still the same feed, the one build.
    clock.advance(10_000);
    const later = await flood(path);
    expect(await builds("trip-updates")).toBe(1);
    const again = later.find(({ response }) => response.headers.get("etag") === etag);
    expect(again?.response.headers.get("cache-control")).toBe("public, max-age=5");
    expect(timestampOf(again?.bytes ?? new Uint8Array())).toBe(timestampOf(sent.bytes));
    const unchanged = await fetch(`${server.url}${path}`, { headers: { "if-none-match": etag ?? "" } });
    expect(unchanged.status).toBe(304);
    const json = later.find(({ response }) => response.headers.get("content-type") === "application/json");
    expect(json?.response.headers.get("etag")).not.toBe(etag);

    // A report arrives: the flood after it waits for one build that has it.
    clock.advance(1000);
    const reported = await rider.postJson(
      "/api/reports",
      reportInput({ line_id: "lrt1", station_id: "gil", direction: "northbound", status: "delayed" }),
    );
    expect(reported.status, await reported.clone().text()).toBe(201);
    const afterReport = await flood(path);
    expect(await builds("trip-updates")).toBe(2);
    expect(afterReport.every(({ response }) => response.headers.get("etag") !== etag)).toBe(true);

    // 15 s after that build, nothing reported: built once more.
    clock.advance(15_000);
    await flood(path);
    expect(await builds("trip-updates")).toBe(3);
    expect(await builds("alerts")).toBe(0);
    await flood("/api/gtfs-rt/alerts");
    expect(await builds("alerts")).toBe(1);
  });
});
