import { type AccuracyAnswer, accuracyAnswerSchema, type LineId } from "@riles/core";
import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accuracyDays, trainReports } from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { ACCURACY_REFRESH_MS } from "./accuracy-cache";

// Wednesday 25 November 2026, 9:00 in Manila: the window is 19-25 November.
const start = new Date("2026-11-25T09:00:00+08:00");
let now = start;
const server = serverForThisFile({ clock: () => now });
const MINUTE_MS = 60_000;
/** Scoring a week gives the event loop back every 20 ms: on two loaded cores it takes seconds. */
const SCORED_WITHIN = { timeout: 60_000, interval: 200 };

/** Reports stored as if sent at each instant (the API stamps the server's clock, so older ones go in directly). */
async function storeReports(
  lineId: LineId,
  stationId: string,
  instants: readonly Date[],
  direction = "southbound",
) {
  const rows = await server.database.drizzle
    .insert(trainReports)
    .values(
      instants.map((createdAt) => ({
        lineId,
        stationId,
        direction,
        status: "on-time",
        crowdLevel: "moderate",
        createdAt,
      })),
    )
    .returning({ id: trainReports.id });
  return rows.map((row) => row.id);
}

async function accuracy(from: TestServer = server): Promise<AccuracyAnswer> {
  const response = await fetch(`${from.url}/api/accuracy`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  return accuracyAnswerSchema.parse(await response.json());
}

const lineOf = (answer: AccuracyAnswer, lineId: LineId) =>
  answer.lines.find((line) => line.line_id === lineId);

let mondayIds: string[] = [];

beforeAll(async () => {
  // Monday at Ayala, southbound: 51 riders each report a timetable train 30 s after it arrived (the
  // trains come every 5 minutes from 10:01).
  const monday = Date.parse("2026-11-23T10:01:30+08:00");
  mondayIds = await storeReports(
    "mrt3",
    "ayala",
    Array.from({ length: 51 }, (_, index) => new Date(monday + index * 5 * MINUTE_MS)),
  );
  await storeReports("lrt2", "legal", [new Date("2026-11-24T12:00:00+08:00")], "eastbound");
  // Older than the window: not scored.
  await storeReports("lrt1", "central", [new Date("2026-11-18T23:59:00+08:00")]);
});

describe("GET /api/accuracy", () => {
  it("gives each line's figure over the last 7 Manila days, the reports it rests on and the range they support", async () => {
    // Just after a start, the first answer covers today alone and says so; older days follow.
    expect((await accuracy()).since).toBe(new Date("2026-11-25T00:00:00+08:00").toISOString());
    const windowStart = new Date("2026-11-19T00:00:00+08:00").toISOString();
    await expect.poll(async () => (await accuracy()).since, SCORED_WITHIN).toBe(windowStart);
    const answer = await accuracy();
    expect(answer).toMatchObject({
      computed_at: start.toISOString(),
      since: windowStart,
      point_range: 10,
    });
    // Monday keeps the timetable: each report's train came the riders' learned lag before it, and the
    // screen is judged back to the report before (4 minutes), nearly always right; the first reports, before
    // the lag was learned, miss a few. 51 reports support a range wider than 10 points: no point yet.
    expect(lineOf(answer, "mrt3")).toMatchObject({
      line_id: "mrt3",
      reports: 51,
      scored: 203,
      accurate: 196,
      enough: false,
      percent: null,
      high: 100,
    });
    expect(lineOf(answer, "mrt3")?.low).toBeGreaterThan(80);
    expect(lineOf(answer, "lrt2")).toMatchObject({ reports: 1, enough: false, percent: null, high: 100 });
    expect(lineOf(answer, "lrt1")).toEqual({
      line_id: "lrt1",
      reports: 0,
      scored: 0,
      accurate: 0,
      detectable: 0,
      enough: false,
      percent: null,
      low: null,
      high: null,
    });
  });

  it("answers the whole week at once after a restart, from the days scored before it", async () => {
    const before = await accuracy();
    const restarted = await startTestServer({
      database: { ...server.database, close: async () => {} },
      clock: () => now,
    });
    try {
      expect(await accuracy(restarted)).toEqual(before);
    } finally {
      await restarted.stop();
    }
  });

  it("leaves out reports that stopped counting, and counts a new report of today, at the next recomputation", async () => {
    await server.database.drizzle
      .update(trainReports)
      .set({ hiddenAt: now })
      .where(inArray(trainReports.id, mondayIds.slice(-2)));
    expect(lineOf(await accuracy(), "mrt3")?.reports).toBe(51);

    now = new Date(start.getTime() + ACCURACY_REFRESH_MS);
    // The request that finds the figures old is still answered from them, and starts the recomputation.
    expect(lineOf(await accuracy(), "mrt3")?.reports).toBe(51);
    await expect
      .poll(async () => lineOf(await accuracy(), "mrt3"), SCORED_WITHIN)
      .toMatchObject({ reports: 49, enough: false, percent: null });

    const rider = await signedInClient(server, "accuracy@example.ph");
    const posted = await rider.postJson("/api/reports", reportInput({ station_id: "guada" }));
    expect(posted.status).toBe(201);
    now = new Date(now.getTime() + ACCURACY_REFRESH_MS);
    await accuracy();
    await expect.poll(async () => lineOf(await accuracy(), "mrt3")?.reports, SCORED_WITHIN).toBe(50);
  });

  it("keeps answering from the figures it has when a recomputation fails, and recomputes on a later request", async () => {
    const before = await accuracy();
    now = new Date(now.getTime() + ACCURACY_REFRESH_MS);
    await server.database.drizzle.execute(sql`alter table train_reports rename to train_reports_away`);
    try {
      expect(await accuracy()).toEqual(before);
      await expect
        .poll(() => server.log.some((line) => line.startsWith("Could not recompute published accuracy")))
        .toBe(true);
      expect(await accuracy()).toEqual(before);
    } finally {
      await server.database.drizzle.execute(sql`alter table train_reports_away rename to train_reports`);
    }
    await expect.poll(async () => (await accuracy()).computed_at, SCORED_WITHIN).toBe(now.toISOString());
  });

  it("after a restart, scores again a day whose reports changed while it was down, and forgets days before the week", async () => {
    await server.database.drizzle.insert(accuracyDays).values({
      lineId: "mrt3",
      dayStart: new Date("2026-11-18T00:00:00+08:00"),
      reportCount: 1,
      reportsDigest: "a day before the window",
      final: true,
      reports: 1,
      scored: 4,
      accurate: 4,
      detectable: 4,
    });
    const before = lineOf(await accuracy(), "mrt3");
    await server.database.drizzle
      .update(trainReports)
      .set({ hiddenAt: now })
      .where(inArray(trainReports.id, mondayIds.slice(0, 1)));
    const restarted = await startTestServer({
      database: { ...server.database, close: async () => {} },
      clock: () => now,
    });
    try {
      await expect
        .poll(async () => lineOf(await accuracy(restarted), "mrt3")?.reports, SCORED_WITHIN)
        .toBe((before?.reports ?? 0) - 1);
      const days = await server.database.drizzle
        .select({ dayStart: accuracyDays.dayStart })
        .from(accuracyDays);
      expect(days.map(({ dayStart }) => dayStart.getTime())).not.toContain(
        Date.parse("2026-11-18T00:00:00+08:00"),
      );
    } finally {
      await restarted.stop();
    }
  });

  it("is open data: any site may read it, without cookies", async () => {
    const response = await fetch(`${server.url}/api/accuracy`, {
      headers: { Origin: "https://example.org" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
  });
});
