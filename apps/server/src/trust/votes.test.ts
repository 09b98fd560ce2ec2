import { lineStatusesSchema, lineTrouble, REFUSAL_TEXTS_EN, reportVotesSchema } from "@riles/core";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { refusalOf, rowOf, rowsOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// Tuesday 2026-11-24 08:03 in Manila. Runs on PGlite and on PostgreSQL, like the whole suite.
const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
const server = serverForThisFile({ clock: clock.now });
let troll: TestClient;
let riders: TestClient[];

beforeAll(async () => {
  troll = await signedInClient(server, "troll@example.ph");
  riders = await Promise.all(
    ["ana", "ben", "cora"].map((name) => signedInClient(server, `${name}@example.ph`)),
  );
});

const rider = (index: number) => riders[index] as TestClient;

async function post(client: TestClient, report: Record<string, string>) {
  const response = await client.postJson("/api/reports", { crowd_level: "packed", ...report });
  expect(response.status).toBe(201);
  return rowOf(response);
}

async function statuses() {
  return lineStatusesSchema.parse(await (await fetch(`${server.url}/api/lines/status`)).json());
}

async function marks() {
  return (await statuses()).map((status) => [status.line_id, lineTrouble(status)]);
}

async function vote(client: TestClient, id: string, choice: string) {
  return client.postJson(`/api/reports/${id}/vote`, { vote: choice });
}

async function stationReportIds(line: string, station: string) {
  return (await rowsOf(await fetch(`${server.url}/api/reports?line=${line}&station=${station}`))).map(
    (row) => row.id,
  );
}

describe("no line mark from one account", () => {
  it("one account's cancellations at a station of each line mark no line; a second rider's report marks one", async () => {
    await post(troll, { line_id: "lrt1", station_id: "edsa", direction: "northbound", status: "cancelled" });
    await post(troll, { line_id: "mrt3", station_id: "cube", direction: "northbound", status: "cancelled" });
    await post(troll, { line_id: "lrt2", station_id: "katip", direction: "eastbound", status: "cancelled" });
    expect(await marks()).toEqual([
      ["lrt1", null],
      ["mrt3", null],
      ["lrt2", null],
    ]);

    await post(rider(0), {
      line_id: "mrt3",
      station_id: "ayala",
      direction: "southbound",
      status: "cancelled",
    });
    expect(await marks()).toEqual([
      ["lrt1", null],
      ["mrt3", "cancelled"],
      ["lrt2", null],
    ]);
  });

  it("a rider's confirmation of the one report marks its line", async () => {
    const [katip] = await stationReportIds("lrt2", "katip");
    const answer = await vote(rider(1), katip ?? "", "confirm");
    expect(answer.status).toBe(200);
    expect(reportVotesSchema.parse(await answer.json())).toEqual({
      confirmed_by: 1,
      disputed_by: 0,
      counts: true,
      mine: "confirm",
      own: false,
    });
    expect((await marks())[2]).toEqual(["lrt2", "cancelled"]);
  });
});

describe("confirm or dispute", () => {
  it("refuses a vote on one's own report, and anonymous votes, and changes nothing", async () => {
    clock.moveToMinute(1);
    const own = await post(rider(2), {
      line_id: "lrt1",
      station_id: "gil",
      direction: "southbound",
      status: "delayed",
    });
    const refused = await vote(rider(2), own.id, "confirm");
    expect(refused.status).toBe(403);
    expect((await refusalOf(refused)).error).toBe(REFUSAL_TEXTS_EN.voteOwnReport);
    const anonymous = await server.client().postJson(`/api/reports/${own.id}/vote`, { vote: "dispute" });
    expect(anonymous.status).toBe(401);
    const asOwner = await rider(2).request(`/api/reports/${own.id}/votes`);
    expect(reportVotesSchema.parse(await asOwner.json())).toEqual({
      confirmed_by: 0,
      disputed_by: 0,
      counts: true,
      mine: null,
      own: true,
    });
  });

  it("two disputes withdraw a delayed report from GET, line status, GTFS-Realtime and the stream within a second", async () => {
    const tripUpdates = async () =>
      JSON.stringify(await (await fetch(`${server.url}/api/gtfs-rt/trip-updates?format=json`)).json());
    await post(rider(0), { line_id: "lrt1", station_id: "vito", direction: "northbound", status: "delayed" });
    // The clock stands still here: the feed changes only with the reports that count.
    const withoutTroll = await tripUpdates();
    const report = await post(troll, {
      line_id: "lrt1",
      station_id: "gil",
      direction: "northbound",
      status: "delayed",
    });
    expect(await stationReportIds("lrt1", "gil")).toContain(report.id);
    // Gil southbound (Cora), Gil northbound (the troll), Vito (Ana).
    expect((await statuses())[0]).toMatchObject({ delayed: 3 });
    expect(await tripUpdates()).not.toEqual(withoutTroll);

    const stream = await openEventStream(`${server.url}/api/reports/stream?line=lrt1&station=gil`);
    expect((await stream.next()).event).toBe("ready");
    try {
      const first = await vote(rider(1), report.id, "dispute");
      expect(reportVotesSchema.parse(await first.json())).toMatchObject({ disputed_by: 1, counts: true });
      expect(await stationReportIds("lrt1", "gil")).toContain(report.id);

      const second = await vote(rider(2), report.id, "dispute");
      expect(reportVotesSchema.parse(await second.json())).toMatchObject({ disputed_by: 2, counts: false });
      const withdrawn = await stream.next(1000);
      expect(withdrawn.event).toBe("withdrawn");
      expect(JSON.parse(withdrawn.data)).toEqual({
        id: report.id,
        line_id: "lrt1",
        station_id: "gil",
        direction: "northbound",
        status: "delayed",
        reason: "disputed",
      });
      expect(await stationReportIds("lrt1", "gil")).not.toContain(report.id);
      expect(await tripUpdates()).toEqual(withoutTroll);
      expect((await statuses())[0]).toMatchObject({ delayed: 2 });

      // A third rider confirms and the first changes their mind: two confirmations to one dispute.
      await vote(rider(0), report.id, "confirm");
      const changed = await vote(rider(1), report.id, "confirm");
      expect(reportVotesSchema.parse(await changed.json())).toEqual({
        confirmed_by: 2,
        disputed_by: 1,
        counts: true,
        mine: "confirm",
        own: false,
      });
      expect((await stream.next(1000)).event).toBe("restored");
      expect(await stationReportIds("lrt1", "gil")).toContain(report.id);
    } finally {
      stream.close();
    }
  });

  it("takes votes only on reports of the last 30 minutes", async () => {
    const [old] = await stationReportIds("mrt3", "ayala");
    clock.moveToMinute(31);
    const late = await vote(rider(1), old ?? "", "dispute");
    expect(late.status).toBe(409);
    expect((await refusalOf(late)).code).toBe("voteWindowOver");
  });

  it("refuses an unknown report, a bad id and a bad vote with a 4xx", async () => {
    const unknown = await vote(rider(0), "00000000-0000-4000-8000-000000000000", "confirm");
    expect(unknown.status).toBe(404);
    expect((await refusalOf(unknown)).code).toBe("reportNotFound");
    const badId = await vote(rider(0), "not-an-id", "confirm");
    expect(badId.status).toBe(400);
    expect((await refusalOf(badId)).code).toBe("moderationIdInvalid");
    const badVote = await vote(rider(0), "00000000-0000-4000-8000-000000000000", "maybe");
    expect(badVote.status).toBe(400);
    expect((await refusalOf(badVote)).error).toBe(REFUSAL_TEXTS_EN.voteInvalid);
  });

  it("refuses a vote from another site", async () => {
    const response = await rider(0).request("/api/reports/00000000-0000-4000-8000-000000000000/vote", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ vote: "dispute" }),
    });
    expect(response.status).toBe(403);
    expect((await refusalOf(response)).code).toBe("foreignOrigin");
  });

  it("limits one account to 60 votes an hour", async () => {
    const report = await post(troll, {
      line_id: "lrt2",
      station_id: "legal",
      direction: "eastbound",
      status: "on-time",
    });
    const eager = await signedInClient(server, "eager@example.ph");
    const answers: number[] = [];
    for (let n = 0; n < 60; n += 1)
      answers.push((await vote(eager, report.id, n % 2 ? "confirm" : "dispute")).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    const refused = await vote(eager, report.id, "confirm");
    expect(refused.status).toBe(429);
    expect((await refusalOf(refused)).code).toBe("tooManyVotes");
  });
});
