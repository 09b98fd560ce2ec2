import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { computeEtas, ETA_WINDOW_MS, gtfsStopId, LINES, manilaDayStartMs } from "@riles/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedRows, stopoversOn } from "#server/testing/gtfs-reader.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

// Monday 2026-11-23, 06:00 in Manila; the feed's calendar starts that day.
const now = new Date("2026-11-23T06:00:00+08:00");
const DAYS = { weekday: "2026-11-23", saturday: "2026-11-28" } as const;

let server: TestServer;
let dir: string;
let zipPath: string;
let response: Response;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  dir = mkdtempSync(join(tmpdir(), "riles-gtfs-"));
  zipPath = join(dir, "static.zip");
  response = await fetch(`${server.url}/api/gtfs/static.zip`);
  writeFileSync(zipPath, new Uint8Array(await response.clone().arrayBuffer()));
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Core's arrivals at every station on a Manila day, read off the ETA engine as the app shows them: the
 * 10-minute boards of the whole day, one after the other. No train is missing from a board (a board has
 * room for at least 3 trains per direction, and trains of one direction are at least 4 minutes apart).
 */
function coreArrivals(day: string): Map<string, number[]> {
  const dayStart = manilaDayStartMs(new Date(`${day}T12:00:00+08:00`));
  const arrivals = new Map<string, number[]>();
  for (const line of LINES) {
    for (const station of line.stations) {
      const seen = new Map<string, number>();
      for (let at = dayStart; at < dayStart + 86_400_000; at += ETA_WINDOW_MS) {
        for (const eta of computeEtas({
          lineId: line.id,
          stationId: station.id,
          now: new Date(at),
          reports: [],
        })) {
          seen.set(eta.id, eta.estimatedArrival.getTime() / 1000);
        }
      }
      arrivals.set(
        gtfsStopId(line.id, station.id),
        [...seen.values()].sort((a, b) => a - b),
      );
    }
  }
  return arrivals;
}

/** gtfs-utils' arrivals per stop and day, without trains ending there (nobody boards them). */
function feedArrivals(
  stopovers: Awaited<ReturnType<typeof stopoversOn>>,
  day: string,
): Map<string, number[]> {
  const onDay = stopovers.filter((stopover) => stopover.start_of_trip === day);
  const lastArrival = new Map<string, number>();
  for (const { trip_id, arrival } of onDay)
    lastArrival.set(trip_id, Math.max(lastArrival.get(trip_id) ?? 0, arrival));
  const arrivals = new Map<string, number[]>();
  for (const { stop_id, trip_id, arrival } of onDay) {
    if (arrival === lastArrival.get(trip_id)) continue;
    arrivals.set(stop_id, [...(arrivals.get(stop_id) ?? []), arrival]);
  }
  for (const times of arrivals.values()) times.sort((a, b) => a - b);
  return arrivals;
}

describe("GET /api/gtfs/static.zip", () => {
  it("serves a zip with validators for caches", () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("last-modified")).toBe(new Date("2026-11-23T00:00:00+08:00").toUTCString());
  });

  it("answers 304 to a client that has it, by ETag or by date, and the zip again when it changed", async () => {
    const etag = response.headers.get("etag") ?? "";
    const lastModified = response.headers.get("last-modified") ?? "";
    const byTag = await fetch(`${server.url}/api/gtfs/static.zip`, { headers: { "if-none-match": etag } });
    expect(byTag.status).toBe(304);
    const byDate = await fetch(`${server.url}/api/gtfs/static.zip`, {
      headers: { "if-modified-since": lastModified },
    });
    expect(byDate.status).toBe(304);
    const stale = await fetch(`${server.url}/api/gtfs/static.zip`, { headers: { "if-none-match": '"old"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });

  it("gives a GTFS reader every station's scheduled arrivals of a weekday and a Saturday, as core has them", async () => {
    const stopovers = await stopoversOn(zipPath, Object.values(DAYS));
    for (const day of Object.values(DAYS)) {
      const expected = coreArrivals(day);
      const actual = feedArrivals(stopovers, day);
      expect([...actual.keys()].sort(), day).toEqual([...expected.keys()].sort());
      for (const [stopId, times] of expected) {
        expect(times.length, `${day} ${stopId}`).toBeGreaterThan(100);
        expect(actual.get(stopId), `${day} ${stopId}`).toEqual(times);
      }
    }
    const weekdayTrips = new Set(
      stopovers.filter((s) => s.start_of_trip === DAYS.weekday).map((s) => s.service_id),
    );
    const saturdayTrips = new Set(
      stopovers.filter((s) => s.start_of_trip === DAYS.saturday).map((s) => s.service_id),
    );
    expect([...weekdayTrips]).toEqual(["weekday"]);
    expect([...saturdayTrips]).toEqual(["weekend"]);
  });

  it("carries the fares as GTFS Fares v2, every leg rule naming areas and products a reader finds", async () => {
    const [areas, products, legRules, transferRules, media, categories] = await Promise.all(
      [
        "areas.txt",
        "fare_products.txt",
        "fare_leg_rules.txt",
        "fare_transfer_rules.txt",
        "fare_media.txt",
        "rider_categories.txt",
      ].map((file) => feedRows(zipPath, file)),
    );
    const areaIds = new Set(areas?.map((row) => row.area_id));
    const productIds = new Set(products?.map((row) => row.fare_product_id));
    expect(legRules).toHaveLength(912);
    for (const rule of legRules ?? []) {
      expect(areaIds.has(rule.from_area_id ?? "") && areaIds.has(rule.to_area_id ?? "")).toBe(true);
      expect(productIds.has(rule.fare_product_id ?? "")).toBe(true);
    }
    expect(transferRules?.map((rule) => rule.fare_transfer_type)).toEqual(Array(6).fill("1"));
    expect(media?.map((row) => row.fare_media_id)).toEqual(["beep", "single-journey"]);
    expect(categories?.map((row) => row.rider_category_id)).toEqual(["regular", "student", "senior", "pwd"]);
  });
});
