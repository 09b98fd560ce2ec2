import {
  estimateArrivals,
  type LineSightings,
  lineSightingsSchema,
  PRIOR_KEPT_DAY_HABITS,
  reportRowSchema,
} from "@riles/core";
import { describe, expect, it } from "vitest";
import { openEventStream } from "#server/testing/sse-reader.ts";
import type { TestClient } from "#server/testing/test-server.ts";
import { twoRidersOnAClock } from "#server/testing/two-riders-on-a-clock.ts";

// Tuesday 2026-11-24 10:00 in Manila.
const start = new Date("2026-11-24T02:00:00.000Z");
const { server, clock, riders } = twoRidersOnAClock(start, "sightings");

async function sightings(line: string): Promise<LineSightings> {
  const response = await fetch(`${server.url}/api/sightings?line=${line}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const body = (await response.json()) as { reports: object[] };
  // Who sent each report judges the day on the server (one account, one voice) and never leaves it.
  for (const row of body.reports) expect(row).not.toHaveProperty("reporter");
  return lineSightingsSchema.parse(body);
}

async function report(rider: TestClient, station_id: string, direction = "northbound", status = "on-time") {
  const response = await rider.postJson("/api/reports", {
    line_id: "mrt3",
    station_id,
    direction,
    status,
    crowd_level: "crowded",
  });
  expect(response.status).toBe(201);
  return reportRowSchema.parse(await response.json());
}

/**
 * The row a stream pushed for the report `id`: a report an earlier test stored may still be on its way to
 * the streams (each waits for its line statuses) when a test opens its own, and arrive first.
 */
async function pushedRow(stream: Awaited<ReturnType<typeof openEventStream>>, id: string) {
  for (;;) {
    const row = JSON.parse((await stream.nextNamed("report")).data) as { id: string };
    if (row.id === id) return row;
  }
}

/** The trains' statuses at Araneta Center-Cubao one way, as a phone estimates them from the answer. */
function atCubao(answer: LineSightings, direction: "northbound" | "southbound" = "northbound") {
  return estimateArrivals({
    lineId: "mrt3",
    stationId: "cube",
    now: clock.now,
    reports: answer.reports,
    runTimeFactor: answer.run_time_factor,
    keptDirections: answer.kept_directions,
    sightingLagMs: answer.sighting_lag_ms,
  })
    .filter((eta) => eta.direction === direction)
    .map((eta) => eta.status);
}

describe("GET /api/sightings", () => {
  it("gives what a phone needs to estimate the line as the server does", async () => {
    expect(await sightings("mrt3")).toEqual({
      line_id: "mrt3",
      run_time_factor: 1,
      kept_directions: [],
      sighting_lag_ms: PRIOR_KEPT_DAY_HABITS.sightingLagMs,
      reports: [],
    });

    await report(riders()[0], "ayala");
    clock.now = new Date(start.getTime() + 50_000);
    // Another rider repeats the same train at the same station: folded into the later report.
    await report(riders()[1], "ayala");
    clock.now = new Date(start.getTime() + 60_000);
    await report(riders()[0], "shaw", "southbound");

    const answer = await sightings("mrt3");
    expect(answer.reports.map((row) => [row.station_id, row.direction])).toEqual([
      ["ayala", "northbound"],
      ["shaw", "southbound"],
    ]);
    expect((await sightings("lrt1")).reports).toEqual([]);

    // The train seen leaving Ayala is the next northbound one at Guadalupe, two stations on.
    const [next] = estimateArrivals({
      lineId: "mrt3",
      stationId: "guada",
      now: clock.now,
      reports: answer.reports,
      runTimeFactor: answer.run_time_factor,
      keptDirections: answer.kept_directions,
      sightingLagMs: answer.sighting_lag_ms,
    }).filter((eta) => eta.direction === "northbound");
    expect(next?.basis).toMatchObject({ kind: "sighting", stationId: "ayala" });
  });

  it("marks a cancellation two riders report, and only then does it stop the trains at the stations after it", async () => {
    clock.now = new Date(start.getTime() + 20 * 60_000);
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    try {
      // Ortigas comes before Araneta Center-Cubao northbound: one rider's word stops nothing there.
      const first = await report(riders()[0], "ortigas", "northbound", "cancelled");
      const alone = await sightings("mrt3");
      const lone = alone.reports.find((row) => row.status === "cancelled");
      expect(lone).toBeDefined();
      expect(lone?.corroborated).toBeUndefined();
      expect(atCubao(alone)).not.toContain("cancelled");
      // Were it backed, it would.
      const asIfBacked = alone.reports.map((row) =>
        row === lone ? { ...row, corroborated: true as const } : row,
      );
      expect(atCubao({ ...alone, reports: asIfBacked })).toContain("cancelled");
      expect(await pushedRow(stream, first.id)).not.toHaveProperty("corroborated");

      // Another rider at the same station, two minutes on.
      clock.now = new Date(clock.now.getTime() + 120_000);
      const second = await report(riders()[1], "ortigas", "northbound", "cancelled");
      const pushed = await pushedRow(stream, second.id);
      expect(pushed).toMatchObject({ station_id: "ortigas", status: "cancelled", corroborated: true });
      expect(pushed).not.toHaveProperty("reporter");
      const backed = await sightings("mrt3");
      expect(backed.reports.filter((row) => row.status === "cancelled")).toEqual([
        expect.objectContaining({ station_id: "ortigas", corroborated: true }),
        expect.objectContaining({ station_id: "ortigas", corroborated: true }),
      ]);
      expect(atCubao(backed)).toContain("cancelled");
    } finally {
      stream.close();
    }
  });

  it("marks a lone cancellation once another rider confirms it, on the streams too, and not once the vote is taken back", async () => {
    clock.now = new Date(start.getTime() + 60 * 60_000);
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    try {
      // GMA Kamuning comes before Araneta Center-Cubao southbound.
      const lone = await report(riders()[0], "ktv", "southbound", "cancelled");
      expect(await pushedRow(stream, lone.id)).not.toHaveProperty("corroborated");
      expect(atCubao(await sightings("mrt3"), "southbound")).not.toContain("cancelled");

      const vote = (choice: string) => riders()[1].postJson(`/api/reports/${lone.id}/vote`, { vote: choice });
      expect((await vote("confirm")).status).toBe(200);
      // A phone that holds the report is told it is backed, without asking.
      expect(JSON.parse((await stream.nextNamed("restored")).data)).toEqual({ ...lone, corroborated: true });
      expect(atCubao(await sightings("mrt3"), "southbound")).toContain("cancelled");

      // The rider thinks again: one dispute takes nothing out, but nobody backs the cancellation now.
      expect((await vote("dispute")).status).toBe(200);
      expect(JSON.parse((await stream.nextNamed("restored")).data)).toEqual(lone);
      expect(atCubao(await sightings("mrt3"), "southbound")).not.toContain("cancelled");
    } finally {
      stream.close();
    }
  });

  it("refuses an unknown line with a message naming it", async () => {
    const response = await fetch(`${server.url}/api/sightings?line=lrt9`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("lrt9") });
    expect((await fetch(`${server.url}/api/sightings`)).status).toBe(400);
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { summary: string } }>;
    };
    expect(document.paths["/api/sightings"]?.get?.summary).toMatch(/run-time factor/);
  });
});
