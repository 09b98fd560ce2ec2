import { getLine, lineSightingsSchema, stationTravelMinutes } from "@riles/core";
import { describe, expect, it } from "vitest";
import type { TestClient } from "#server/testing/test-server.ts";
import { twoRidersOnAClock } from "#server/testing/two-riders-on-a-clock.ts";

// Tuesday 2026-11-24 10:00 in Manila.
const start = new Date("2026-11-24T02:00:00.000Z");
const { server, clock, riders } = twoRidersOnAClock(start, "run-times");
const MINUTE_MS = 60_000;
/** Trains said to take 60 % longer between stations than the timetable's. */
const SLOW = 1.6;

async function runTimeFactor(): Promise<number> {
  const response = await fetch(`${server.url}/api/sightings?line=mrt3`);
  expect(response.status).toBe(200);
  return lineSightingsSchema.parse(await response.json()).run_time_factor;
}

/**
 * One MRT-3 northbound train, leaving Taft `leftMinute` minutes after the start, reported leaving every
 * station it serves as if it ran SLOW: 12 reports, within the account's 30 an hour, each of its own station.
 */
async function reportSlowTrain(rider: TestClient, leftMinute: number) {
  const stations = (getLine("mrt3")?.stations ?? [])
    .flatMap((station) => {
      const minutes = stationTravelMinutes("mrt3", station.id, "northbound");
      return minutes === undefined ? [] : [{ id: station.id, minutes }];
    })
    .sort((a, b) => a.minutes - b.minutes);
  for (const { id, minutes } of stations) {
    clock.now = new Date(start.getTime() + (leftMinute + minutes * SLOW) * MINUTE_MS);
    const response = await rider.postJson("/api/reports", {
      line_id: "mrt3",
      station_id: id,
      direction: "northbound",
      status: "on-time",
      crowd_level: "crowded",
    });
    expect(response.status).toBe(201);
  }
}

describe("the line's run-time factor in GET /api/sightings", () => {
  it("is not moved by one account, however many stations it reports one train at", async () => {
    await reportSlowTrain(riders()[0], 0);
    // Phones would run every train of a direction off the timetable 58 % slower, station after station.
    expect(await runTimeFactor()).toBe(1);
  });

  it("is learned once a second account reports trains that run as slowly", async () => {
    await reportSlowTrain(riders()[1], 10);
    expect(await runTimeFactor()).toBeGreaterThan(1.3);
  });
});
