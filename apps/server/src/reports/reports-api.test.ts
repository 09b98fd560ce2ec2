import { LINES, REFUSAL_TEXTS_EN, REPORT_LIMITS, servingDirections, TRUST_RULES } from "@riles/core";
import { count } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { trainReports } from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { DELAYED_REPORT } from "#server/testing/report-posters.ts";
import { errorOf, expectRefusal, rowOf, rowsOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// Tuesday 2026-11-24 08:03 in Manila.
const START = new Date("2026-11-24T00:03:00.000Z");
let now = START;
// Each test's user names its own address, so the sign-up limit is not shared across tests.
const server = serverForThisFile({ clock: () => now, env: { TRUST_PROXY: "true" } });
let reporter: TestClient;
let accounts = 0;

// Each test starts at the same minute with no reports and a user who has reported nothing.
beforeEach(async () => {
  now = START;
  await server.database.drizzle.delete(trainReports);
  server.events.cache.clear();
  accounts += 1;
  reporter = await signedInClient(server, `reporter-${accounts}@example.ph`, {
    headers: { "x-forwarded-for": `203.0.113.${accounts}` },
  });
});

const valid = DELAYED_REPORT;

async function storedCount(): Promise<number> {
  const [row] = await server.database.drizzle.select({ n: count() }).from(trainReports);
  return row?.n ?? 0;
}

describe("GET /api/reports", () => {
  it("refuses a missing or unknown line or station with a clear message", async () => {
    const cases: [string, string][] = [
      ["", REFUSAL_TEXTS_EN.invalidEtaParams],
      ["?line=lrt1", REFUSAL_TEXTS_EN.invalidEtaParams],
      ["?station=edsa", REFUSAL_TEXTS_EN.invalidEtaParams],
      ["?line=lrt9&station=edsa", "Unknown train line: lrt9"],
      ["?line=lrt1&station=cube", "Unknown station for LRT-1: cube"],
    ];
    for (const [query, message] of cases) {
      const response = await fetch(`${server.url}/api/reports${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toMatchObject({ error: message });
    }
  });
});

describe("POST /api/reports", () => {
  it("refuses anonymous visitors", async () => {
    const response = await server.client().postJson("/api/reports", valid);
    await expectRefusal(response, 401, "signInRequired");
  });

  it.each([
    ["an unknown line", { ...valid, line_id: "lrt9" }, /line/i],
    ["a station of another line", { ...valid, station_id: "cube" }, /station/i],
    ["a direction of another line", { ...valid, direction: "eastbound" }, /northbound or southbound/],
    [
      "a direction that ends at the terminus",
      { ...valid, line_id: "mrt3", station_id: "ns", direction: "northbound" },
      /^Northbound MRT-3 trains end at North Avenue; no train leaves it northbound\. Choose Southbound\.$/,
    ],
    ["an unknown status", { ...valid, status: "late" }, /status/i],
    ["an unknown crowd level", { ...valid, crowd_level: "full" }, /crowd/i],
    ["a missing station", { ...valid, station_id: undefined }, /station/i],
    ["a number for the line", { ...valid, line_id: 1 }, /line/i],
    ["an extra field", { ...valid, created_at: "2020-01-01T00:00:00Z" }, /created_at/],
    ["a user id", { ...valid, user_id: "someone-else" }, /user_id/],
    ["an array", [valid], /object/i],
    ["null", null, /object/i],
  ])("refuses %s with 400 and stores nothing", async (_name, body, message) => {
    const before = await storedCount();
    const response = await reporter.postJson("/api/reports", body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatch(message);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a body that is not JSON, is too large or is not marked as JSON", async () => {
    const before = await storedCount();
    const notJson = await reporter.request("/api/reports", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{line_id: lrt1",
    });
    expect(notJson.status).toBe(400);
    expect(await errorOf(notJson)).toMatch(/JSON/);
    const huge = await reporter.postJson("/api/reports", { ...valid, padding: "x".repeat(17 * 1024) });
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toMatch(/16 KB/);
    const form = await reporter.request("/api/reports", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "line_id=lrt1",
    });
    expect(form.status).toBe(415);
    expect(await storedCount()).toBe(before);
  });

  it("stores a report stamped by the server's clock and lists it for 30 minutes, newest first", async () => {
    const response = await reporter.postJson("/api/reports", valid);
    expect(response.status).toBe(201);
    const row = await rowOf(response);
    expect(row).toEqual({ id: expect.any(String), ...valid, created_at: now.toISOString() });

    now = new Date(now.getTime() + 3 * 60_000);
    const second = await rowOf(
      await reporter.postJson("/api/reports", { ...valid, direction: "southbound" }),
    );
    const listed = await rowsOf(await fetch(`${server.url}/api/reports?line=lrt1&station=edsa`));
    expect(listed.map((report) => report.id)).toEqual([second.id, row.id]);

    now = new Date(now.getTime() + 28 * 60_000);
    const later = await rowsOf(await fetch(`${server.url}/api/reports?line=lrt1&station=edsa`));
    expect(later.map((report) => report.id)).toEqual([second.id]);
  });

  it("allows one report per train and direction every 2 minutes", async () => {
    const target = { ...valid, station_id: "baclaran" };
    expect((await reporter.postJson("/api/reports", target)).status).toBe(201);
    const again = await reporter.postJson("/api/reports", target);
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      error: "You already reported this train in the last 2 minutes. Please wait before reporting it again.",
      code: "tooManyReportsSameTarget",
      params: { seconds: 120 },
    });
    now = new Date(now.getTime() + REPORT_LIMITS.sameTargetWindowMs + 1000);
    expect((await reporter.postJson("/api/reports", target)).status).toBe(201);
  });

  it(`allows a rider ${TRUST_RULES.cancellationsPerRider} cancellations in 30 minutes, storing nothing past them`, async () => {
    const cancelledAt = (station_id: string) => ({ ...valid, station_id, status: "cancelled" });
    for (const station of ["mon", "fifth", "rpapa"])
      expect((await reporter.postJson("/api/reports", cancelledAt(station))).status).toBe(201);
    const before = await storedCount();
    const over = await reporter.postJson("/api/reports", cancelledAt("abad"));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      error:
        "You have reported cancelled trains 3 times in the last 30 minutes. If trains are still cancelled, other riders' reports will show it.",
      code: "tooManyCancellations",
      params: { max: TRUST_RULES.cancellationsPerRider },
    });
    expect(await storedCount()).toBe(before);
    // What the rider sees of a train that runs still counts, and so do another rider's cancellations.
    expect((await reporter.postJson("/api/reports", { ...valid, station_id: "abad" })).status).toBe(201);
    const another = await signedInClient(server, `another-${accounts}@example.ph`, {
      headers: { "x-forwarded-for": `198.51.100.${accounts}` },
    });
    expect((await another.postJson("/api/reports", cancelledAt("abad"))).status).toBe(201);
    now = new Date(now.getTime() + 30 * 60_000 + 1000);
    expect((await reporter.postJson("/api/reports", cancelledAt("abad"))).status).toBe(201);
  });

  it(`allows at most ${REPORT_LIMITS.perHourMax} reports per user per hour`, async () => {
    // Every station and direction trains leave it in is its own target, so only the hourly cap can refuse.
    const targets = LINES.flatMap((line) =>
      line.stations.flatMap((station) =>
        servingDirections(line.id, station.id).map((direction) => ({
          ...valid,
          line_id: line.id,
          station_id: station.id,
          direction,
        })),
      ),
    ).slice(0, REPORT_LIMITS.perHourMax + 1);
    expect(targets).toHaveLength(REPORT_LIMITS.perHourMax + 1);
    for (const target of targets.slice(0, -1)) {
      const response = await reporter.postJson("/api/reports", target);
      expect(response.status, `${target.line_id} ${target.station_id} ${target.direction}`).toBe(201);
    }
    const over = await reporter.postJson("/api/reports", targets.at(-1));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({
      error: "You have reached the limit of 30 reports per hour. Please try again later.",
      code: "tooManyReportsPerHour",
      params: { max: 30 },
    });
    expect(await storedCount()).toBe(REPORT_LIMITS.perHourMax);
  });
});
