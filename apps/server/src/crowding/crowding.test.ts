import { type CrowdLevel, type StationCrowdingAnswer, stationCrowdingSchema } from "@riles/core";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accountSuspensions,
  crowdingSummarisedHours,
  reportVotes,
  trainReports,
  user,
} from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { errorOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { CROWDING_REFRESH_MS, computeCrowding } from "./crowding-cache";

// Tuesday 24 November 2026, 18:20 in Manila.
const start = new Date("2026-11-24T18:20:00+08:00");
let now = start;
const server = serverForThisFile({ clock: () => now });

let ridersMade = 0;
/** `n` new accounts' ids. */
async function newRiders(n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, (_, i) => `rider-${ridersMade + i + 1}`);
  ridersMade += n;
  await server.database.drizzle
    .insert(user)
    .values(ids.map((id) => ({ id, name: id, email: `${id}@example.ph` })));
  return ids;
}

/**
 * Reports stored as if sent at `at` (the API stamps the server's clock, so older ones go in directly), each
 * by a rider of its own unless `by` names one (null: an account since deleted).
 */
async function storeReports(n: number, at: string, crowd: CrowdLevel, station = "ayala", by?: string | null) {
  const riders = by === undefined ? await newRiders(n) : Array.from({ length: n }, () => by);
  await server.database.drizzle.insert(trainReports).values(
    riders.map((userId) => ({
      lineId: "mrt3",
      stationId: station,
      direction: "southbound",
      status: "on-time",
      crowdLevel: crowd,
      createdAt: new Date(at),
      userId,
    })),
  );
}

async function crowding(query: string): Promise<StationCrowdingAnswer> {
  const response = await fetch(`${server.url}/api/crowding?${query}`);
  expect(response.status).toBe(200);
  return stationCrowdingSchema.parse(await response.json());
}

/** Moves the clock on so that the next request recomputes the figures, and waits for them. */
async function recompute() {
  now = new Date(now.getTime() + CROWDING_REFRESH_MS);
  const before = (await crowding("line=mrt3&station=buendia")).computed_at;
  await expect.poll(async () => (await crowding("line=mrt3&station=buendia")).computed_at).not.toBe(before);
}

const southbound = (answer: StationCrowdingAnswer) =>
  answer.directions.find((d) => d.direction === "southbound");

beforeAll(async () => {
  // Weekday evenings at Ayala: packed at 6 PM; Saturday mornings: empty, but only 4 reports.
  await storeReports(4, "2026-11-23T18:10:00+08:00", "packed");
  await storeReports(2, "2026-10-06T18:40:00+08:00", "crowded");
  await storeReports(4, "2026-11-21T09:00:00+08:00", "empty");
  // Stored data the API would have refused is not counted (nor does it break the answer).
  await storeReports(3, "2026-11-23T18:10:00+08:00", "sardines" as CrowdLevel);
  await storeReports(3, "2026-11-23T18:10:00+08:00", "packed", "nowhere");
  // Older than 8 weeks: no longer counts.
  await storeReports(20, "2026-09-29T18:19:00+08:00", "empty");
});

describe("GET /api/crowding", () => {
  it("gives each direction's usual level and report count per kind of day and Manila hour", async () => {
    const answer = await crowding("line=mrt3&station=ayala");
    expect(answer).toMatchObject({
      line_id: "mrt3",
      station_id: "ayala",
      computed_at: start.toISOString(),
      min_reports: 5,
    });
    expect(answer.directions.map((d) => d.direction)).toEqual(["northbound", "southbound"]);
    expect(southbound(answer)?.weekday[18]).toEqual({ hour: 18, reports: 6, level: "packed" });
    expect(southbound(answer)?.weekend[9]).toEqual({ hour: 9, reports: 4, level: null });
    expect(answer.directions[0]?.weekday.every((h) => h.reports === 0)).toBe(true);
  });

  it("answers from figures at most 5 minutes old: a new report shows after the next recomputation", async () => {
    const rider = await signedInClient(server, "crowding@example.ph");
    const posted = await rider.postJson(
      "/api/reports",
      reportInput({ station_id: "ayala", crowd_level: "packed" }),
    );
    expect(posted.status).toBe(201);
    expect(southbound(await crowding("line=mrt3&station=ayala"))?.weekday[18]?.reports).toBe(6);

    now = new Date(start.getTime() + CROWDING_REFRESH_MS);
    // The request that finds the figures old is still answered from them, and starts the recomputation.
    expect(southbound(await crowding("line=mrt3&station=ayala"))?.weekday[18]?.reports).toBe(6);
    await expect
      .poll(async () => southbound(await crowding("line=mrt3&station=ayala"))?.weekday[18]?.reports)
      .toBe(7);
    expect((await crowding("line=mrt3&station=ayala")).computed_at).toBe(now.toISOString());
  });

  it("keeps answering from the figures it has when a recomputation fails, and recomputes on a later request", async () => {
    const before = await crowding("line=mrt3&station=ayala");
    now = new Date(now.getTime() + CROWDING_REFRESH_MS);
    await server.database.drizzle.execute(sql`alter table train_reports rename to train_reports_away`);
    try {
      expect(await crowding("line=mrt3&station=ayala")).toEqual(before);
      await expect
        .poll(() => server.log.some((line) => line.startsWith("Could not recompute usual crowding")))
        .toBe(true);
      expect(await crowding("line=mrt3&station=ayala")).toEqual(before);
    } finally {
      await server.database.drizzle.execute(sql`alter table train_reports_away rename to train_reports`);
    }
    await expect
      .poll(async () => (await crowding("line=mrt3&station=ayala")).computed_at)
      .toBe(now.toISOString());
  });

  it("refuses a missing or unknown line or station with 400 and the reason", async () => {
    for (const [query, message] of [
      ["line=mrt3", "Invalid parameters: line ID and station ID are required"],
      ["line=mrt9&station=ayala", "Unknown train line"],
      ["line=mrt3&station=edsa", "Unknown station for MRT-3"],
      ["line=mrt3&station=%00", "Unknown station for MRT-3"],
    ] as const) {
      const response = await fetch(`${server.url}/api/crowding?${query}`);
      expect(response.status, query).toBe(400);
      expect(await errorOf(response)).toContain(message);
    }
  });
});

describe("reports that stopped counting", () => {
  /** `n` reports stored at Buendia southbound at `at`; their ids. */
  async function storeAt(at: string, crowd: CrowdLevel, by: string[]) {
    const rows = await server.database.drizzle
      .insert(trainReports)
      .values(
        by.map((userId) => ({
          lineId: "mrt3",
          stationId: "buendia",
          direction: "southbound",
          status: "on-time",
          crowdLevel: crowd,
          createdAt: new Date(at),
          userId,
        })),
      )
      .returning({ id: trainReports.id });
    return rows.map((row) => row.id);
  }
  const sevenAm = async () =>
    southbound(await crowding("line=mrt3&station=buendia"))?.weekday[7] ?? { reports: -1, level: null };

  it("leaves out hidden, suspended and disputed-away reports, also from hours summarised before", async () => {
    const db = server.database.drizzle;
    const riders = ["spammer", "voter-1", "voter-2"].map((id) => ({
      id,
      name: id,
      email: `${id}@example.ph`,
    }));
    await db.insert(user).values(riders);
    // A week ago, 5 riders saw packed trains; another day, a spammer said "empty" 6 times, one voice.
    await storeAt("2026-11-17T07:10:00+08:00", "packed", await newRiders(5));
    const spam = await storeAt("2026-11-18T07:20:00+08:00", "empty", Array(6).fill("spammer"));
    await recompute();
    expect(await sevenAm()).toMatchObject({ reports: 6, level: "packed" });

    // Every way a report stops counting, each after the hour was summarised.
    const [hidden, disputed, ...suspended] = spam;
    if (!hidden || !disputed) throw new Error("reports were not stored");
    await db
      .update(trainReports)
      .set({ hiddenAt: now, hiddenReason: "spam" })
      .where(eq(trainReports.id, hidden));
    const [suspension] = await db
      .insert(accountSuspensions)
      .values({ userId: "spammer", startsAt: now, until: now, reason: "spam" })
      .returning({ id: accountSuspensions.id });
    await db
      .update(trainReports)
      .set({ suspensionId: suspension?.id })
      .where(inArray(trainReports.id, suspended));
    await db.insert(reportVotes).values(
      ["voter-1", "voter-2"].map((userId) => ({
        reportId: disputed,
        userId,
        vote: "dispute",
        votedAt: now,
      })),
    );
    await recompute();
    expect(await sevenAm()).toMatchObject({ reports: 5, level: "packed" });

    // Lifting the suspension brings its reports back, still as one rider.
    await db.update(trainReports).set({ suspensionId: null }).where(inArray(trainReports.id, suspended));
    await recompute();
    expect(await sevenAm()).toMatchObject({ reports: 6, level: "packed" });
  });
});

describe("riders, not reports", () => {
  const nineAm = async (station: string) =>
    southbound(await crowding(`line=mrt3&station=${station}`))?.weekday[9] ?? { reports: -1, level: null };

  it("counts one account's many reports in an hour once, with its latest, whether summarised or not", async () => {
    const [spammer = "", regular = ""] = await newRiders(2);
    // At Guadalupe, 4 riders saw packed trains on 4 weekdays at 9; one account said "empty" every two
    // minutes for an hour, then "moderate"; a regular rider reported on 2 days.
    for (const day of ["16", "17", "18", "19"]) {
      await storeReports(1, `2026-11-${day}T09:05:00+08:00`, "packed", "guada");
    }
    for (let minute = 0; minute < 58; minute += 2) {
      const at = `2026-11-20T09:${String(minute).padStart(2, "0")}:00+08:00`;
      await storeReports(1, at, "empty", "guada", spammer);
    }
    await storeReports(1, "2026-11-20T09:59:00+08:00", "moderate", "guada", spammer);
    await storeReports(1, "2026-11-12T09:30:00+08:00", "crowded", "guada", regular);
    await storeReports(1, "2026-11-13T09:30:00+08:00", "crowded", "guada", regular);
    // And in the hour under way, read from the reports themselves: 10 reports of one account.
    const hourUnderWay = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    for (let second = 0; second < 10; second += 1) {
      await storeReports(
        1,
        new Date(hourUnderWay.getTime() + second * 1000).toISOString(),
        "empty",
        "guada",
        spammer,
      );
    }
    await recompute();
    // 4 packed, 2 crowded, 1 moderate: 7 riders' hours, and the median stays packed.
    expect(await nineAm("guada")).toMatchObject({ reports: 7, level: "packed" });
    const manilaHour = (hourUnderWay.getUTCHours() + 8) % 24;
    const answer = southbound(await crowding("line=mrt3&station=guada"));
    expect(answer?.weekday[manilaHour]).toMatchObject({ reports: 1 });
  });

  it("shows no usual level from fewer than 3 riders, however many days they reported on", async () => {
    const [first = "", second = "", third = ""] = await newRiders(3);
    const hourUnderWay = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    const manilaHour = (hourUnderWay.getUTCHours() + 8) % 24;
    const atThisHourOn = (day: string) => `2026-11-${day}T${String(manilaHour).padStart(2, "0")}:10:00+08:00`;
    const thisHour = async () =>
      southbound(await crowding("line=mrt3&station=ortigas"))?.weekday[manilaHour] ?? {};
    // At Ortigas at this hour of the day, one account said "packed" on 5 weekdays and a second one once.
    for (const day of ["13", "16", "17", "18", "19"]) {
      await storeReports(1, atThisHourOn(day), "packed", "ortigas", first);
    }
    await storeReports(1, atThisHourOn("20"), "packed", "ortigas", second);
    await recompute();
    expect(await thisHour()).toEqual({ hour: manilaHour, reports: 6, level: null });
    // A third rider in the hour under way (read from the reports themselves, not the summary).
    await storeReports(1, hourUnderWay.toISOString(), "crowded", "ortigas", third);
    await recompute();
    expect(await thisHour()).toEqual({ hour: manilaHour, reports: 7, level: "packed" });
  });

  it("counts the reports of deleted accounts in an hour as one unknown rider", async () => {
    // At Shaw Boulevard 9 AM, one report of a rider, then an account said "empty" 6 times and was deleted.
    await storeReports(1, "2026-11-16T09:05:00+08:00", "packed", "shaw");
    await storeReports(6, "2026-11-17T09:10:00+08:00", "empty", "shaw", null);
    await recompute();
    expect(await nineAm("shaw")).toMatchObject({ reports: 2 });
  });
});

describe("the hourly summary", () => {
  it("counts the window to the minute: its first and current hours from the reports, the others summarised", async () => {
    const db = server.database.drizzle;
    await storeReports(1, "2026-09-29T18:19:00+08:00", "packed", "magallanes");
    await storeReports(1, "2026-09-29T18:21:00+08:00", "packed", "magallanes");
    await storeReports(1, "2026-09-29T19:05:00+08:00", "packed", "magallanes");
    await storeReports(1, "2026-11-24T18:10:00+08:00", "packed", "magallanes");
    await storeReports(1, "2026-11-24T18:21:00+08:00", "packed", "magallanes");
    // At 18:20 on 24 November the window is (29 September 18:20, 24 November 18:20].
    const figures = await computeCrowding(db, start);
    const answer = stationCrowdingSchema.parse(JSON.parse(figures.stations.get("mrt3:magallanes") ?? "{}"));
    expect(southbound(answer)?.weekday[18]?.reports).toBe(2);
    expect(southbound(answer)?.weekday[19]?.reports).toBe(1);
  });

  it("is brought up to date by two processes at once, both ending with the same figures", async () => {
    const db = server.database.drizzle;
    await db.delete(crowdingSummarisedHours);
    const later = new Date(now.getTime() + 3 * 3_600_000);
    const [one, other] = await Promise.all([computeCrowding(db, later), computeCrowding(db, later)]);
    expect(one.csv).toBe(other.csv);
    expect(one.csv).toContain("mrt3,ayala,southbound,weekday,18,packed,7");
  });
});

describe("GET /api/open-data/crowding.csv", () => {
  it("gives every station's figures as CSV any site may read", async () => {
    const response = await fetch(`${server.url}/api/open-data/crowding.csv`, {
      headers: { Origin: "https://example.org" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    const lines = (await response.text()).trimEnd().split("\n");
    expect(lines[0]).toBe("line_id,station_id,direction,day_kind,hour,usual_level,reports");
    expect(lines).toContain("mrt3,ayala,southbound,weekday,18,packed,7");
    expect(lines).toContain("mrt3,ayala,southbound,weekend,9,,4");
    expect(lines).toContain("lrt2,emerald,westbound,weekend,23,,0");
  });
});
