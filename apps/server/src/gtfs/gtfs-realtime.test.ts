import type { AlertEntity, FeedMessage, TripUpdateEntity } from "@riles/core";
import { tripUpdatesAtStop } from "@riles/core/testing/trip-updates-at-stop";
import { FeedMessage as FeedMessageClass } from "gtfs-rt-bindings";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { feedTripIds } from "#server/testing/gtfs-reader.ts";
import { decodeRaw, rawValues } from "#server/testing/protoc.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { errorOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Monday 2026-11-23, 06:00 in Manila: LRT-1 southbound trains reach EDSA 36 minutes after leaving
// Fernando Poe Jr., every 5 minutes.
const now = new Date("2026-11-23T06:00:00+08:00");
const nowSeconds = now.getTime() / 1000;
const server = serverForThisFile({ clock: () => now });

beforeAll(async () => {
  const rider = await signedInClient(server, "rider@example.ph");
  for (const report of [
    reportInput({ line_id: "lrt1", station_id: "edsa", status: "delayed", crowd_level: "packed" }),
    reportInput({ direction: "northbound", status: "cancelled", crowd_level: "crowded" }),
  ]) {
    const response = await rider.postJson("/api/reports", report);
    expect(response.status).toBe(201);
  }
  // A second rider backs the cancellation: one rider's word alone is no alert (core's gtfsAlerts tests).
  const another = await signedInClient(server, "another-rider@example.ph");
  const backing = reportInput({ direction: "northbound", status: "cancelled", crowd_level: "packed" });
  expect((await another.postJson("/api/reports", backing)).status).toBe(201);
});

async function protobuf(path: string): Promise<Uint8Array> {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/x-protobuf");
  return new Uint8Array(await response.arrayBuffer());
}

/** The feed as the GTFS-Realtime classes generated from the official proto read it. */
async function decoded<Entity>(path: string): Promise<FeedMessage<Entity>> {
  const message = FeedMessageClass.decode(await protobuf(path));
  return FeedMessageClass.toObject(message, {
    enums: String,
    longs: Number,
  }) as unknown as FeedMessage<Entity>;
}

describe("GET /api/gtfs-rt/trip-updates", () => {
  it("delays the trains riders see delayed at EDSA by the packed crowd's 10 minutes, as trips of the static feed", async () => {
    const whole = await decoded<TripUpdateEntity>("/api/gtfs-rt/trip-updates");
    // The report is also a sighting for the stations after EDSA; here, what it says at EDSA.
    const feed = tripUpdatesAtStop(whole, "lrt1:edsa");
    expect(feed.header).toEqual({
      gtfs_realtime_version: "2.0",
      incrementality: "FULL_DATASET",
      timestamp: nowSeconds,
    });
    const tripIds = ["lrt1:weekday:southbound:0515", "lrt1:weekday:southbound:0520"];
    expect(feed.entity.map((entity) => entity.id)).toEqual(tripIds.map((tripId) => `${tripId}:20261123`));
    expect(
      feed.entity.map(({ trip_update: { trip } }) => [trip.trip_id, trip.start_time, trip.start_date]),
    ).toEqual([
      [tripIds[0], "05:15:00", "20261123"],
      [tripIds[1], "05:20:00", "20261123"],
    ]);
    for (const { trip_update: update } of feed.entity) {
      expect(update.trip).toMatchObject({
        route_id: "lrt1",
        direction_id: 1,
        schedule_relationship: "SCHEDULED",
      });
      expect(update.timestamp).toBe(nowSeconds);
      expect(
        update.stop_time_update.map((stop) => [
          stop.stop_id,
          stop.stop_sequence,
          stop.arrival.delay,
          stop.departure.delay,
          stop.departure_occupancy_status,
        ]),
      ).toEqual([["lrt1:edsa", 19, 600, 600, "CRUSHED_STANDING_ROOM_ONLY"]]);
    }
    const staticZip = await fetch(`${server.url}/api/gtfs/static.zip`);
    const published = await feedTripIds(new Uint8Array(await staticZip.arrayBuffer()));
    for (const tripId of tripIds) expect(published).toContain(tripId);
  });

  it("reads the same with protoc --decode_raw, which knows no schema", async () => {
    const fields = await decodeRaw(await protobuf("/api/gtfs-rt/trip-updates"));
    expect(rawValues(fields, 1, 1)).toEqual(["2.0"]);
    expect(rawValues(fields, 1, 3)).toEqual([nowSeconds]);
    // entity 2 > trip_update 3 > trip 1 > trip_id 1; stop_time_update 2 > arrival 2 > delay 1; occupancy 7.
    expect(rawValues(fields, 2, 3, 1, 1)).toEqual(
      expect.arrayContaining(["lrt1:weekday:southbound:0515", "lrt1:weekday:southbound:0520"]),
    );
    // Each stop time update: its stop id, arrival delay and occupancy (a train nobody saw has none).
    const updates = rawValues(fields, 2, 3, 2).filter((update) => Array.isArray(update));
    const atEdsa = updates
      .filter((update) => rawValues(update, 4)[0] === "lrt1:edsa")
      .map((update) => [rawValues(update, 2, 1)[0], rawValues(update, 7)[0]]);
    expect(atEdsa).toEqual([
      [600, 4],
      [600, 4],
    ]);
  });

  it("shows people the same feed as JSON", async () => {
    const response = await fetch(`${server.url}/api/gtfs-rt/trip-updates?format=json`);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(await decoded("/api/gtfs-rt/trip-updates"));
  });

  it("refuses an unknown format with a message", async () => {
    const response = await fetch(`${server.url}/api/gtfs-rt/trip-updates?format=xml`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toBe('format must be one of: protobuf, json (received "xml")');
  });
});

describe("GET /api/gtfs-rt/alerts", () => {
  it("alerts northbound MRT-3 riders at Araneta Center-Cubao that riders report cancelled trains", async () => {
    const feed = await decoded<AlertEntity>("/api/gtfs-rt/alerts");
    expect(feed.header).toMatchObject({ incrementality: "FULL_DATASET", timestamp: nowSeconds });
    expect(feed.entity).toEqual([
      {
        id: "cancelled:mrt3:cube:northbound",
        alert: expect.objectContaining({
          active_period: [{ start: nowSeconds, end: nowSeconds + 30 * 60 }],
          informed_entity: [
            { agency_id: "dotr-mrt3", route_id: "mrt3", direction_id: 0, stop_id: "mrt3:cube" },
          ],
          cause: "UNKNOWN_CAUSE",
          effect: "REDUCED_SERVICE",
          header_text: { translation: [{ text: "Riders report cancelled trains", language: "en" }] },
        }),
      },
    ]);
    const fields = await decodeRaw(await protobuf("/api/gtfs-rt/alerts"));
    // entity 2 > alert 5 > informed_entity 5 > stop_id 5; header_text 10 > translation 1 > text 1.
    expect(rawValues(fields, 2, 5, 5, 5)).toEqual(["mrt3:cube"]);
    expect(rawValues(fields, 2, 5, 10, 1, 1)).toEqual(["Riders report cancelled trains"]);
  });
});

describe("the open-data routes", () => {
  it("can be read by any site, unlike the rest of the API", async () => {
    const origin = { origin: "https://planner.example" };
    for (const path of ["/api/gtfs/static.zip", "/api/gtfs-rt/trip-updates", "/api/gtfs-rt/alerts"]) {
      const response = await fetch(`${server.url}${path}`, { headers: origin });
      expect(response.headers.get("access-control-allow-origin"), path).toBe("*");
      expect(response.headers.get("access-control-allow-credentials"), path).toBeNull();
    }
    // Routes mounted before and after the open data's alike: a rider's reminders are not open data.
    for (const path of ["/api/reports?line=lrt1&station=edsa", "/api/reminders/key", "/api/openapi.json"]) {
      const response = await fetch(`${server.url}${path}`, { headers: origin });
      await response.body?.cancel();
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});

describe("the OpenAPI document", () => {
  it("lists the open-data routes and the realtime formats", async () => {
    type Operation = { parameters?: { name: string; schema: { enum: string[] } }[] };
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: Operation }>;
    };
    expect(document.paths["/api/gtfs/static.zip"]?.get).toBeDefined();
    for (const path of ["/api/gtfs-rt/trip-updates", "/api/gtfs-rt/alerts"]) {
      expect(document.paths[path]?.get?.parameters?.map((p) => [p.name, p.schema.enum])).toEqual([
        ["format", ["protobuf", "json"]],
      ]);
    }
  });
});
