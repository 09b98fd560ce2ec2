import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { REPLAYS_PER_MINUTE_PER_ADDRESS } from "#server/config/rate-limits.ts";
import { sessionCookieOf, signedInClient } from "#server/testing/accounts.ts";
import { fetchFrom } from "#server/testing/fetch-from.ts";
import { refusalOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// A process of 6 streams, 3 an address, 1 more an account: one host asks for all 6. The clock moves only
// as a test moves it, so no replay of the minute comes back while the test spends them.
let now = new Date("2026-11-24T08:00:00+08:00");
const server = serverForThisFile({
  env: { STREAM_MAX_CLIENTS: "6", STREAM_MAX_PER_ADDRESS: "3", STREAM_MAX_PER_ACCOUNT: "1" },
  clock: () => now,
});
const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const HOST = "127.0.0.2";
const NEIGHBOUR = "127.0.0.3";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

/** A stream that must open: its first event is `ready`. */
async function opened(stream: Stream): Promise<Stream> {
  expect(stream.response.status).toBe(200);
  expect((await stream.next()).event).toBe("ready");
  return stream;
}

/** A stream refused with 429 and Retry-After, and why. */
async function refusedCode(stream: Stream): Promise<string> {
  expect(stream.response.status).toBe(429);
  expect(Number(stream.response.headers.get("retry-after"))).toBeGreaterThan(0);
  return (await refusalOf(stream.response)).code;
}

describe("report streams per address", () => {
  it("gives one host its address's streams, 429 past them, while another address still connects", async () => {
    const url = `${server.url}/api/reports/stream`;
    const attempts: Stream[] = [];
    // Both ways in: a new stream (taken before Hono) and a replaying one (Hono's route).
    for (let i = 0; i < 6; i += 1)
      attempts.push(await openEventStream(url, i % 2 ? { "last-event-id": UNKNOWN } : {}, HOST));
    const taken = attempts.filter((stream) => stream.response.status === 200);
    expect(taken).toHaveLength(3);
    for (const stream of taken) await opened(stream);
    for (const stream of attempts.filter((s) => !taken.includes(s)))
      expect(await refusedCode(stream)).toBe("streamsFromAddress");

    const neighbour = await opened(await openEventStream(url, {}, NEIGHBOUR));
    expect(server.events.subscriberCount).toBe(4);

    // A rider signed in behind the host's address (a carrier's NAT) gets a stream on their account.
    const cookie = await sessionCookieOf(server, "behind-nat@example.ph");
    const rider = await opened(await openEventStream(`${url}?line=lrt1&station=edsa`, { cookie }, HOST));
    expect(await refusedCode(await openEventStream(url, { cookie }, HOST))).toBe("streamsFromAccount");
    expect(
      await refusedCode(await openEventStream(url, { cookie: "better-auth.session_token=forged" }, HOST)),
    ).toBe("streamsFromAddress");

    // A closed stream gives its place back to its address.
    taken[0]?.close();
    await expect.poll(() => server.events.subscriberCount).toBe(4);
    const again = await opened(await openEventStream(url, {}, HOST));
    for (const stream of [...taken, neighbour, rider, again]) stream.close();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
    // Every place was given back: the host has its three again.
    const fresh = [];
    for (let i = 0; i < 3; i += 1) fresh.push(await opened(await openEventStream(url, {}, HOST)));
    for (const stream of fresh) stream.close();
  });

  it("replays what a stream missed within its address's replays of the minute; past them it opens without reading", async () => {
    const url = `${server.url}/api/reports/stream`;
    const FLOODER = "127.0.0.4";
    const reporter = await signedInClient(server, "replayed@example.ph");
    const stored = async (client: TestClient, station_id: string) => {
      const response = await client.postJson("/api/reports", {
        line_id: "mrt3",
        station_id,
        direction: "southbound",
        status: "on-time",
        crowd_level: "moderate",
      });
      expect(response.status).toBe(201);
      now = new Date(now.getTime() + 1000);
      return ((await response.json()) as { id: string }).id;
    };
    const firstSeen = await stored(reporter, "ayala");
    const missed = await stored(reporter, "buendia");
    const nextReportId = async (stream: Stream) => (await stream.nextNamed("report")).id;

    const replay = await opened(await openEventStream(url, { "last-event-id": firstSeen }, FLOODER));
    expect(await nextReportId(replay)).toBe(missed);
    replay.close();
    // The address spends the rest of its replays of the minute.
    for (let i = 1; i < REPLAYS_PER_MINUTE_PER_ADDRESS; i += 1)
      (await opened(await openEventStream(url, { "last-event-id": firstSeen }, FLOODER))).close();
    // Its reads of the minute are its own: a report's votes still answer.
    expect((await fetchFrom(FLOODER, `${server.url}/api/reports/${missed}/votes`)).status).toBe(200);

    // Opened, not refused, but nothing read for it: the first report it sends is the next one stored.
    const unread = await opened(await openEventStream(url, { "last-event-id": firstSeen }, FLOODER));
    const next = await stored(reporter, "guada");
    expect(await nextReportId(unread)).toBe(next);
    unread.close();
    // Another address still has its replays.
    const neighbour = await opened(await openEventStream(url, { "last-event-id": firstSeen }, NEIGHBOUR));
    expect(await nextReportId(neighbour)).toBe(missed);
    neighbour.close();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });

  it("takes whole numbers of at least 1, or start-up stops naming the setting", () => {
    for (const name of ["STREAM_MAX_PER_ADDRESS", "STREAM_MAX_PER_ACCOUNT"]) {
      for (const bad of ["0", "-5", "1.5", "many"])
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(name));
    }
    const defaults = loadConfig({});
    expect(defaults.streamMaxPerAddress).toBeGreaterThanOrEqual(100);
    expect(defaults.streamMaxPerAddress).toBeLessThan(defaults.streamMaxClients / 10);
    expect(defaults.streamMaxPerAccount).toBeGreaterThan(1);
  });
});
