import { answerCoversStream, REFUSAL_TEXTS_EN, REPORT_CURSOR_HEADER } from "@riles/core";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { southboundMrt3Report } from "#server/testing/report-posters.ts";
import { errorOf, refusalOf, rowOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import type { TestClient } from "#server/testing/test-server.ts";

let now = new Date("2026-11-24T00:03:00.000Z");
// Behind the loopback proxy, whose request ids are taken.
const server = serverForThisFile({ clock: () => now, env: { TRUST_PROXY: "true" } });
let reporter: TestClient;

beforeAll(async () => {
  reporter = await signedInClient(server, "streamer@example.ph");
});

const report = southboundMrt3Report;

async function nextReport(stream: Awaited<ReturnType<typeof openEventStream>>) {
  for (;;) {
    const event = await stream.next();
    if (event.event === "report") return { id: event.id, row: JSON.parse(event.data) };
  }
}

describe("GET /api/reports/stream", () => {
  it("answers HEAD without subscribing, refuses a malformed Last-Event-ID, and releases every closed stream", async () => {
    const url = `${server.url}/api/reports/stream`;
    const head = await fetch(url, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toMatch(/text\/event-stream/);
    for (const malformed of ["0".repeat(36), "-".repeat(36), "a".repeat(36), "r1"]) {
      const refused = await fetch(url, { headers: { "last-event-id": malformed } });
      expect(refused.status, malformed).toBe(400);
      expect(await errorOf(refused)).toBe(REFUSAL_TEXTS_EN.reportIdInvalid);
    }
    const open = await Promise.all([
      openEventStream(url),
      openEventStream(url, { "last-event-id": "00000000-0000-4000-8000-000000000000" }),
    ]);
    for (const stream of open) expect((await stream.next()).event).toBe("ready");
    expect(server.events.subscriberCount).toBe(2);
    for (const stream of open) stream.close();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });

  it("opens a new stream (taken before Hono) with the headers of a reconnecting one (Hono's route), logged with its id", async () => {
    const url = `${server.url}/api/reports/stream?line=mrt3&station=cube`;
    const fresh = await openEventStream(url, { "x-request-id": "trace-stream-1" });
    const again = await openEventStream(url, { "last-event-id": "00000000-0000-4000-8000-000000000000" });
    try {
      for (const stream of [fresh, again]) expect((await stream.next()).event).toBe("ready");
      const lasting = (response: Response) =>
        [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
      expect(lasting(fresh.response)).toEqual(lasting(again.response));
      expect(fresh.response.headers.get("x-request-id")).toBe("trace-stream-1");
      const answered = server.log
        .flatMap((chunk) => chunk.split("\n"))
        .filter((line) => line.includes('"trace-stream-1"'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(answered).toEqual([
        expect.objectContaining({ msg: "answered", route: "/api/reports/stream", status: 200 }),
      ]);
    } finally {
      fresh.close();
      again.close();
    }
  });

  it("delivers a report stored through another request, with its id", async () => {
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    expect(stream.response.headers.get("content-type")).toMatch(/text\/event-stream/);
    expect((await stream.next()).event).toBe("ready");
    const stored = await rowOf(await reporter.postJson("/api/reports", report("cube")));
    const delivered = await nextReport(stream);
    expect(delivered).toEqual({ id: stored.id, row: stored });
    stream.close();
  });

  it("says on opening how far the streams had got, so a screen asks again only when its answer is older", async () => {
    const cursorOf = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`);
      expect(answer.status).toBe(200);
      return answer.headers.get(REPORT_CURSOR_HEADER);
    };
    const marksBefore = await cursorOf("/api/lines/status");
    const sightingsBefore = await cursorOf("/api/sightings?line=mrt3");
    const first = await openEventStream(`${server.url}/api/reports/stream`);
    const firstReady = await first.next();
    expect(firstReady.event).toBe("ready");
    // Nothing was reported in between: both answers hold all the stream will not push.
    expect(answerCoversStream(marksBefore, firstReady.data)).toBe(true);
    expect(answerCoversStream(sightingsBefore, firstReady.data)).toBe(true);

    now = new Date(now.getTime() + 60_000);
    const stored = await rowOf(await reporter.postJson("/api/reports", report("santolan")));
    expect((await nextReport(first)).id).toBe(stored.id);
    const second = await openEventStream(`${server.url}/api/reports/stream`);
    const secondReady = await second.next();
    // The report came before this stream: the answers read earlier lack it, and it will not be pushed.
    expect(answerCoversStream(marksBefore, secondReady.data)).toBe(false);
    expect(answerCoversStream(sightingsBefore, secondReady.data)).toBe(false);
    expect(answerCoversStream(await cursorOf("/api/lines/status"), secondReady.data)).toBe(true);
    expect(answerCoversStream(await cursorOf("/api/sightings?line=mrt3"), secondReady.data)).toBe(true);
    first.close();
    second.close();
  });

  it("replays what a reconnecting client missed, from its Last-Event-ID", async () => {
    // Another client's stream shows when the server has fanned the three reports out.
    const other = await openEventStream(`${server.url}/api/reports/stream`);
    await other.next();
    now = new Date(now.getTime() + 60_000);
    const seen = await rowOf(await reporter.postJson("/api/reports", report("shaw")));
    now = new Date(now.getTime() + 1000);
    const missed1 = await rowOf(await reporter.postJson("/api/reports", report("boni")));
    now = new Date(now.getTime() + 1000);
    const missed2 = await rowOf(await reporter.postJson("/api/reports", report("guada")));
    for (const expected of [seen, missed1, missed2]) expect((await nextReport(other)).id).toBe(expected.id);
    other.close();

    const stream = await openEventStream(`${server.url}/api/reports/stream`, { "last-event-id": seen.id });
    const replayed = [await nextReport(stream), await nextReport(stream)];
    expect(replayed.map((event) => event.id)).toEqual([missed1.id, missed2.id]);

    now = new Date(now.getTime() + 1000);
    const live = await rowOf(await reporter.postJson("/api/reports", report("ayala")));
    // Once in CI on PostgreSQL under load an older report came again before the live one (clients keep rows
    // by id, so a repeat changes nothing on a screen); what must hold is that the live report comes next
    // among the reports newer than the replay.
    let next = await nextReport(stream);
    while (next.row.created_at < live.created_at) next = await nextReport(stream);
    expect(next.id).toBe(live.id);
    stream.close();
  });

  it("replays nothing from a Last-Event-ID of no report: the first report after ready is the next one stored", async () => {
    const url = `${server.url}/api/reports/stream`;
    // Another client's stream shows when the server has fanned the report out: on PostgreSQL that comes
    // after the answer to the post, and a stream opened in between is sent it as new.
    const other = await openEventStream(url);
    await other.next();
    now = new Date(now.getTime() + 121_000);
    const inWindow = await rowOf(await reporter.postJson("/api/reports", report("shaw")));
    expect((await nextReport(other)).id).toBe(inWindow.id);
    other.close();
    // Each reconnection with an id of no report used to read and send the whole 30 minutes again.
    for (const query of ["", "?line=mrt3&station=shaw"]) {
      const stream = await openEventStream(`${url}${query}`, {
        "last-event-id": "00000000-0000-4000-8000-000000000000",
      });
      expect((await stream.next()).event).toBe("ready");
      now = new Date(now.getTime() + 121_000);
      const live = await rowOf(await reporter.postJson("/api/reports", report("shaw")));
      const first = await nextReport(stream);
      expect(first.id, `${query}: not ${inWindow.id} again`).toBe(live.id);
      stream.close();
    }
  });

  it("with ?line=&station= delivers and replays only that station's reports", async () => {
    const url = `${server.url}/api/reports/stream`;
    const refused = await fetch(`${url}?line=mrt3&station=edsa`);
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toBe("Unknown station for MRT-3: edsa");
    const one = await openEventStream(`${url}?line=mrt3&station=magallanes`);
    const all = await openEventStream(url);
    for (const stream of [one, all]) expect((await stream.next()).event).toBe("ready");
    now = new Date(now.getTime() + 60_000);
    const elsewhere = await rowOf(await reporter.postJson("/api/reports", report("ortigas")));
    now = new Date(now.getTime() + 1000);
    const here = await rowOf(await reporter.postJson("/api/reports", report("magallanes")));
    expect([(await nextReport(all)).id, (await nextReport(all)).id]).toEqual([elsewhere.id, here.id]);
    expect((await nextReport(one)).id).toBe(here.id);
    one.close();
    all.close();

    // Past the 2-minute rule for the same train.
    now = new Date(now.getTime() + 121_000);
    const missed = await rowOf(await reporter.postJson("/api/reports", report("magallanes")));
    await rowOf(await reporter.postJson("/api/reports", report("santolan")));
    const replay = await openEventStream(`${url}?line=mrt3&station=magallanes`, { "last-event-id": here.id });
    expect((await replay.next()).event).toBe("ready");
    expect((await nextReport(replay)).id).toBe(missed.id);
    await expect(nextReport(replay)).rejects.toThrow(/no event/);
    replay.close();
  });

  it("refuses a line or station given twice, as GET /api/reports does, rather than following the first", async () => {
    const url = `${server.url}/api/reports/stream`;
    for (const query of [
      "line=mrt3&station=magallanes&station=ortigas",
      "line=mrt3&line=lrt1&station=magallanes",
      "station=magallanes&line=mrt3&station=magallanes",
    ]) {
      const replaying: Record<string, string> = { "last-event-id": "00000000-0000-4000-8000-000000000000" };
      for (const headers of [{}, replaying]) {
        const refused = await fetch(`${url}?${query}`, { headers });
        expect(refused.status, query).toBe(400);
        expect(await refusalOf(refused)).toMatchObject({ code: "queryRepeated" });
      }
    }
    expect(
      await (await fetch(`${server.url}/api/reports?line=mrt3&station=magallanes&station=ortigas`)).json(),
    ).toMatchObject({ code: "queryRepeated" });
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });
});
