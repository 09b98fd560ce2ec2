import { type LineStatus, lineStatusesSchema, lineStatusSchema, type ReportRow } from "@riles/core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { rowOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream, type SseEvent } from "#server/testing/sse-reader.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";
import { setModerator } from "#server/trust/moderator-roles.ts";

// Tuesday 2026-11-24 08:03 in Manila. Runs on PGlite and on PostgreSQL, like the whole suite.
const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
const server = serverForThisFile({ clock: clock.now });
let ana: TestClient;
let ben: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  ana = await signedInClient(server, "ana-pushes@example.ph");
  ben = await signedInClient(server, "ben-pushes@example.ph");
  moderator = await signedInClient(server, "mod-pushes@example.ph");
  await setModerator(server.database.drizzle, "mod-pushes@example.ph", true, clock.now());
});

type Stream = Awaited<ReturnType<typeof openEventStream>>;

async function report(by: TestClient, line_id: string, station_id: string, status: string) {
  const response = await by.postJson("/api/reports", {
    line_id,
    station_id,
    direction: line_id === "lrt2" ? "westbound" : "southbound",
    status,
    crowd_level: "crowded",
  });
  expect(response.status).toBe(201);
  return rowOf(response);
}

async function servedStatus(lineId: string): Promise<LineStatus | undefined> {
  const response = await fetch(`${server.url}/api/lines/status`);
  return lineStatusesSchema.parse(await response.json()).find((status) => status.line_id === lineId);
}

/** Every event up to and including the next line status; fails when none comes within a second. */
async function untilLineStatus(stream: Stream): Promise<{ before: SseEvent[]; status: LineStatus }> {
  const before: SseEvent[] = [];
  for (;;) {
    const event = await stream.next(1000);
    if (event.event === "line-status")
      return { before, status: lineStatusSchema.parse(JSON.parse(event.data)) };
    before.push(event);
  }
}

/**
 * Posts a report and reads the stream up to the line status it pushes: nothing but the report comes
 * first, and the status is of the report's line with the report as its newest.
 */
async function reportThenMark(
  stream: Stream,
  by: TestClient,
  line_id: string,
  station_id: string,
  status: string,
): Promise<{ report: ReportRow; mark: LineStatus }> {
  const posted = await report(by, line_id, station_id, status);
  const after = await untilLineStatus(stream);
  expect(after.before.map((event) => event.id)).toEqual([posted.id]);
  expect(after.status).toMatchObject({ line_id, latest_report_at: posted.created_at });
  return { report: posted, mark: after.status };
}

/** Events until one named `name` and a line status have both come, in whichever order. */
async function untilBoth(stream: Stream, name: string): Promise<{ event: SseEvent; status: LineStatus }> {
  let event: SseEvent | undefined;
  let status: LineStatus | undefined;
  while (!event || !status) {
    const next = await stream.next(1000);
    if (next.event === name) event = next;
    else if (next.event === "line-status") status = lineStatusSchema.parse(JSON.parse(next.data));
  }
  return { event, status };
}

const openStreams: Stream[] = [];
afterEach(() => {
  for (const stream of openStreams.splice(0)) stream.close();
});

/** A stream past its ready event, closed after the test. */
async function opened(url: string): Promise<Stream> {
  const stream = await openEventStream(url);
  openStreams.push(stream);
  expect((await stream.next()).event).toBe("ready");
  return stream;
}

describe("line-status events on the report stream", () => {
  it("push the reported line's new mark after its report, the same as GET /api/lines/status, and nothing for other lines", async () => {
    const stream = await opened(`${server.url}/api/reports/stream`);
    const station = await opened(`${server.url}/api/reports/stream?line=mrt3&station=cube`);
    const first = await reportThenMark(stream, ana, "mrt3", "cube", "delayed");
    // One rider marks nothing yet; the line's newest report time still moves.
    expect(first.mark).toMatchObject({ delayed: 0, cancelled: 0 });

    clock.moveToMinute(1);
    const second = await reportThenMark(stream, ben, "mrt3", "ortigas", "delayed");
    expect(second.mark).toMatchObject({ delayed: 2, cancelled: 0 });
    expect(await servedStatus("mrt3")).toEqual(second.mark);

    // A stream of one station hears of its station's reports only, not of line marks.
    expect((await station.next(1000)).id).toBe(first.report.id);
    await expect(station.next(500)).rejects.toThrow("no event in time");
  });

  it("push the mark a withdrawn report no longer makes, and again when it is restored", async () => {
    const stream = await opened(`${server.url}/api/reports/stream`);
    clock.moveToMinute(2);
    const cancelled = await report(ana, "lrt2", "araneta", "cancelled");
    await untilLineStatus(stream);
    await report(ben, "lrt2", "anonas", "cancelled");
    expect((await untilLineStatus(stream)).status).toMatchObject({ line_id: "lrt2", cancelled: 2 });

    const hidden = await moderator.postJson(`/api/moderation/reports/${cancelled.id}/hide`, {
      reason: "spam",
    });
    expect(hidden.status).toBe(200);
    // The moderator's process recomputes at once; the withdrawal itself comes back through NOTIFY.
    const afterHiding = await untilBoth(stream, "withdrawn");
    expect(JSON.parse(afterHiding.event.data)).toMatchObject({ id: cancelled.id, reason: "hidden" });
    expect(afterHiding.status).toMatchObject({ line_id: "lrt2", delayed: 0, cancelled: 0 });
    expect(await servedStatus("lrt2")).toEqual(afterHiding.status);

    const unhidden = await moderator.postJson(`/api/moderation/reports/${cancelled.id}/unhide`, {
      reason: "fine",
    });
    expect(unhidden.status).toBe(200);
    const afterRestoring = await untilBoth(stream, "restored");
    // The restored report comes whole, so a screen puts it back without asking: backed by Ben's now.
    expect(JSON.parse(afterRestoring.event.data)).toEqual({ ...cancelled, corroborated: true });
    expect(afterRestoring.status).toMatchObject({ line_id: "lrt2", cancelled: 2 });
  });

  it("push a mark the clock took away, with the next change", async () => {
    const stream = await opened(`${server.url}/api/reports/stream`);
    // Half an hour on, the mrt3 and lrt2 reports are out of the window.
    clock.moveToMinute(33);
    const late = await report(ana, "lrt1", "edsa", "on-time");
    const pushed: LineStatus[] = [];
    while (pushed.length < 3) pushed.push((await untilLineStatus(stream)).status);
    expect(pushed.sort((a, b) => a.line_id.localeCompare(b.line_id))).toEqual([
      { line_id: "lrt1", delayed: 0, cancelled: 0, latest_report_at: late.created_at },
      { line_id: "lrt2", delayed: 0, cancelled: 0, latest_report_at: null },
      { line_id: "mrt3", delayed: 0, cancelled: 0, latest_report_at: null },
    ]);
  });

  it("push the mark a rider's confirmation makes, though no report stopped or started counting", async () => {
    const stream = await opened(`${server.url}/api/reports/stream`);
    clock.moveToMinute(34);
    const delayed = await report(ana, "lrt1", "gil", "delayed");
    expect((await untilLineStatus(stream)).status).toMatchObject({ line_id: "lrt1", delayed: 0 });
    const confirmed = await ben.postJson(`/api/reports/${delayed.id}/vote`, { vote: "confirm" });
    expect(confirmed.status).toBe(200);
    const afterVote = await untilLineStatus(stream);
    expect(afterVote.before).toEqual([]);
    expect(afterVote.status).toEqual({
      line_id: "lrt1",
      delayed: 1,
      cancelled: 0,
      latest_report_at: delayed.created_at,
    });
  });
});
