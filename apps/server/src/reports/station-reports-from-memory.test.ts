import { REPORT_WINDOW_MS, type ReportRow } from "@riles/core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { rowOf, rowsOf } from "#server/testing/responses.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { reopenableTestDatabase } from "#server/testing/test-database.ts";
import { startTestServer, type TestClient, type TestServer } from "#server/testing/test-server.ts";
import { setModerator } from "#server/trust/moderator-roles.ts";

// Tuesday 2026-11-24 08:03 in Manila. Runs on PGlite and on PostgreSQL, like the whole suite.
const START = new Date("2026-11-24T00:03:00.000Z");
let now = START;
const clock = () => now;
/** Takes the writes; `other` shares its database as a second process would (docs/decisions/021-several-processes.md). */
let riles: TestServer;
let other: TestServer;
let removeDatabase: () => void;
let moderator: TestClient;
let reporter: TestClient;
let riders: TestClient[];

beforeAll(async () => {
  const database = await reopenableTestDatabase();
  removeDatabase = database.remove;
  const shared = await database.open();
  // On PostgreSQL each process has its own connections; the embedded database has one, shared.
  const second = shared.kind === "postgres" ? await database.open() : { ...shared, close: async () => {} };
  // Behind the loopback proxy, whose request ids are taken.
  riles = await startTestServer({ clock, database: shared, env: { METRICS_PORT: "0", TRUST_PROXY: "true" } });
  other = await startTestServer({ clock, database: second });
  moderator = await signedInClient(riles, "mod@example.ph");
  reporter = await signedInClient(riles, "reporter@example.ph");
  riders = await Promise.all(["ana", "ben"].map((name) => signedInClient(riles, `${name}@example.ph`)));
  expect(await setModerator(riles.database.drizzle, "mod@example.ph", true, now)).toBe("granted");
});
afterAll(async () => {
  await other.stop();
  await riles.stop();
  removeDatabase();
});

async function post(station_id: string, status = "delayed"): Promise<ReportRow> {
  const response = await reporter.postJson("/api/reports", {
    line_id: "lrt1",
    station_id,
    direction: "northbound",
    status,
    crowd_level: "packed",
  });
  expect(response.status).toBe(201);
  return rowOf(response);
}

/**
 * A station's reports as `server` answers them, and whether the answer came from memory: the Hono route
 * asks the cache for its answer, the answer from memory never does.
 */
async function read(server: TestServer, station: string, headers: Record<string, string> = {}) {
  const asked = vi.spyOn(server.events.cache, "answer");
  try {
    const response = await fetch(`${server.url}/api/reports?line=lrt1&station=${station}`, { headers });
    const body = await response.text();
    return { response, body, fromMemory: asked.mock.calls.length === 0 };
  } finally {
    asked.mockRestore();
  }
}

const ids = async (server: TestServer, station: string) =>
  (await rowsOf(new Response((await read(server, station)).body))).map((row) => row.id);

/** Every header but those that differ between any two answers. */
function lastingHeaders(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
}

async function requestsCounted(): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${riles.metricsPort}/metrics`)).text();
  const series = 'riles_http_requests_total{method="GET",route="/api/reports",status="200"} ';
  const line = text.split("\n").find((candidate) => candidate.startsWith(series));
  return Number(line?.slice(series.length) ?? 0);
}

describe("a station's reports answered from memory", () => {
  it("are the bytes and headers the route answers with, under the request's id, logged and counted", async () => {
    await post("bam");
    const first = await read(riles, "bam");
    expect(first.fromMemory).toBe(false);
    const counted = await requestsCounted();

    const kept = await read(riles, "bam", { "X-Request-Id": "trace-kept-1" });
    expect(kept.fromMemory).toBe(true);
    expect(kept.response.status).toBe(200);
    expect(kept.body).toBe(first.body);
    expect(kept.response.headers.get("x-request-id")).toBe("trace-kept-1");
    // A request naming an Origin is answered by the route (its CORS headers depend on it); one of another
    // site gets the same headers as one naming none.
    const routed = await read(riles, "bam", {
      Origin: "https://elsewhere.example",
      "X-Request-Id": "trace-routed-1",
    });
    expect(routed.fromMemory).toBe(false);
    expect(routed.body).toBe(first.body);
    expect(lastingHeaders(kept.response)).toEqual(lastingHeaders(routed.response));
    expect(lastingHeaders(kept.response)).toEqual(lastingHeaders(first.response));

    expect(await requestsCounted()).toBe(counted + 2);
    const linesOf = (requestId: string) =>
      riles.log
        .flatMap((chunk) => chunk.split("\n"))
        .filter((line) => line.includes(`"${requestId}"`))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = linesOf("trace-kept-1");
    expect(logged).toEqual([
      expect.objectContaining({
        requestId: "trace-kept-1",
        msg: "answered",
        method: "GET",
        route: "/api/reports",
        path: "/api/reports",
        status: 200,
      }),
    ]);
    // The line from memory is written by hand: the same fields, in the same order, as the route's.
    const [routedLine] = linesOf("trace-routed-1");
    const [keptLine] = logged;
    const lasting = (line: Record<string, unknown> = {}) =>
      Object.entries(line).filter(([name]) => !["time", "requestId", "ms"].includes(name));
    expect(lasting(keptLine)).toEqual(lasting(routedLine));
    expect(Object.keys(keptLine ?? {})).toEqual(Object.keys(routedLine ?? {}));
  });

  it("change at once with a new report, a hide, a vote that disputes one away, and the clock", async () => {
    // On PostgreSQL this process hears its own change notices later, over LISTEN, and drops its kept answer
    // again then: the checks of memory wait until it has heard the last one.
    const stream = await openEventStream(`${riles.url}/api/reports/stream?line=lrt1&station=abad`);
    expect((await stream.next()).event).toBe("ready");
    try {
      await changesAtOnce(stream);
    } finally {
      stream.close();
      now = START;
    }
  });

  async function changesAtOnce(stream: Awaited<ReturnType<typeof openEventStream>>) {
    const older = await post("abad");
    await read(riles, "abad");
    expect((await read(riles, "abad")).fromMemory).toBe(true);
    expect(await ids(riles, "abad")).toEqual([older.id]);

    now = new Date(START.getTime() + 3 * 60_000);
    const newer = await post("abad", "cancelled");
    expect(await ids(riles, "abad")).toEqual([newer.id, older.id]);
    expect((await read(riles, "abad")).fromMemory).toBe(true);

    const hidden = await moderator.postJson(`/api/moderation/reports/${newer.id}/hide`, { reason: "spam" });
    expect(hidden.status).toBe(200);
    expect(await ids(riles, "abad")).toEqual([older.id]);

    for (const rider of riders) {
      expect((await rider.postJson(`/api/reports/${older.id}/vote`, { vote: "dispute" })).status).toBe(200);
    }
    expect(await ids(riles, "abad")).toEqual([]);

    const unhidden = await moderator.postJson(`/api/moderation/reports/${newer.id}/unhide`, { reason: "ok" });
    expect(unhidden.status).toBe(200);
    expect(JSON.parse((await stream.nextNamed("restored")).data)).toMatchObject({ id: newer.id });
    expect(await ids(riles, "abad")).toEqual([newer.id]);
    expect((await read(riles, "abad")).fromMemory).toBe(true);

    // The newer report leaves the window 30 minutes after it was stamped.
    now = new Date(Date.parse(newer.created_at) + REPORT_WINDOW_MS);
    expect(await ids(riles, "abad")).toEqual([]);
  }

  it("change on a second process once it hears of a report, a withdrawal or a restore stored by the first", async () => {
    const stream = await openEventStream(`${other.url}/api/reports/stream?line=lrt1&station=tay`);
    expect((await stream.next()).event).toBe("ready");
    try {
      const first = await post("tay");
      expect((await stream.nextNamed("report")).id).toBe(first.id);
      await read(other, "tay");
      expect((await read(other, "tay")).fromMemory).toBe(true);
      expect(await ids(other, "tay")).toEqual([first.id]);

      now = new Date(START.getTime() + 3 * 60_000);
      const second = await post("tay", "cancelled");
      expect((await stream.nextNamed("report")).id).toBe(second.id);
      expect(await ids(other, "tay")).toEqual([second.id, first.id]);
      expect((await read(other, "tay")).fromMemory).toBe(true);

      await moderator.postJson(`/api/moderation/reports/${second.id}/hide`, { reason: "spam" });
      expect(JSON.parse((await stream.nextNamed("withdrawn")).data)).toMatchObject({ id: second.id });
      expect(await ids(other, "tay")).toEqual([first.id]);

      for (const rider of riders) await rider.postJson(`/api/reports/${first.id}/vote`, { vote: "dispute" });
      expect(JSON.parse((await stream.nextNamed("withdrawn")).data)).toMatchObject({ id: first.id });
      expect(await ids(other, "tay")).toEqual([]);
      expect((await read(other, "tay")).fromMemory).toBe(true);

      await moderator.postJson(`/api/moderation/reports/${second.id}/unhide`, { reason: "ok" });
      expect(JSON.parse((await stream.nextNamed("restored")).data)).toMatchObject({ id: second.id });
      expect(await ids(other, "tay")).toEqual([second.id]);
    } finally {
      stream.close();
      now = START;
    }
  });
});
