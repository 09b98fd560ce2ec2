import { type LineStatus, lineStatusesSchema } from "@riles/core";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// Tuesday 2026-11-24 08:03 in Manila.
const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
const server = serverForThisFile({ clock: clock.now });
let reporter: TestClient;
let secondRider: TestClient;

beforeAll(async () => {
  reporter = await signedInClient(server, "line-status@example.ph");
  secondRider = await signedInClient(server, "line-status-2@example.ph");
});

async function statuses(): Promise<LineStatus[]> {
  const response = await fetch(`${server.url}/api/lines/status`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return lineStatusesSchema.parse(await response.json());
}

async function report(station_id: string, direction: string, status: string, by = reporter) {
  const response = await by.postJson("/api/reports", {
    line_id: "lrt1",
    station_id,
    direction,
    status,
    crowd_level: "crowded",
  });
  expect(response.status).toBe(201);
}

describe("GET /api/lines/status", () => {
  it("counts each line's delayed and cancelled reports of the last 30 minutes, once two riders report", async () => {
    expect(await statuses()).toEqual([
      { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: null },
      { line_id: "mrt3", delayed: 0, cancelled: 0, latest_report_at: null },
      { line_id: "lrt2", delayed: 0, cancelled: 0, latest_report_at: null },
    ]);

    await report("edsa", "northbound", "delayed");
    clock.moveToMinute(1);
    await report("edsa", "southbound", "cancelled");
    await report("baclaran", "northbound", "on-time");
    // One rider alone marks nothing (docs/decisions/040-reports-people-can-trust.md).
    expect((await statuses())[0]).toMatchObject({ delayed: 0, cancelled: 0 });
    await report("edsa", "southbound", "cancelled", secondRider);

    const [lrt1, mrt3] = await statuses();
    expect(lrt1).toEqual({
      line_id: "lrt1",
      delayed: 1,
      cancelled: 2,
      latest_report_at: clock.now().toISOString(),
    });
    expect(mrt3).toEqual({ line_id: "mrt3", delayed: 0, cancelled: 0, latest_report_at: null });

    // 30 minutes after the first report it no longer counts; the cancellations a minute later still do.
    clock.moveToMinute(30);
    expect((await statuses())[0]).toMatchObject({ delayed: 0, cancelled: 2 });
    clock.moveToMinute(31);
    expect((await statuses())[0]).toEqual({
      line_id: "lrt1",
      delayed: 0,
      cancelled: 0,
      latest_report_at: null,
    });
  });

  it("is in the OpenAPI document", async () => {
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as {
      paths: Record<string, { get?: { summary: string } }>;
    };
    expect(document.paths["/api/lines/status"]?.get?.summary).toMatch(/delayed and cancelled/);
  });
});
