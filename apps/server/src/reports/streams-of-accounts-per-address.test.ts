import { describe, expect, it } from "vitest";
import { sessionCookieOf } from "#server/testing/accounts.ts";
import { refusalOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";

// A process of 12 streams, 2 an address, 2 more an account: one host with five accounts asks for all 12.
const server = serverForThisFile({
  env: { STREAM_MAX_CLIENTS: "12", STREAM_MAX_PER_ADDRESS: "2", STREAM_MAX_PER_ACCOUNT: "2" },
});
const HOST = "127.0.0.6";
const NEIGHBOUR = "127.0.0.7";

type Stream = Awaited<ReturnType<typeof openEventStream>>;

describe("report streams on accounts, per address", () => {
  it("gives one host's accounts together no more streams than its address, so a neighbour still connects", async () => {
    const url = `${server.url}/api/reports/stream`;
    const cookies: string[] = [];
    for (let i = 0; i < 5; i += 1)
      cookies.push(await sessionCookieOf(server, `many-accounts-${i}@example.ph`));
    const attempts: Stream[] = [];
    for (let i = 0; i < 2; i += 1) attempts.push(await openEventStream(url, {}, HOST));
    for (const cookie of cookies)
      for (let i = 0; i < 2; i += 1) attempts.push(await openEventStream(url, { cookie }, HOST));

    const taken = attempts.filter((stream) => stream.response.status === 200);
    // Its address's two, and two more on its accounts: as many as its address again.
    expect(taken).toHaveLength(4);
    const refused = attempts.filter((stream) => !taken.includes(stream));
    for (const stream of refused) {
      expect(stream.response.status).toBe(429);
      expect(Number(stream.response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await refusalOf(stream.response)).code).toBe("streamsFromNetworkAccounts");
    }

    const neighbour = await openEventStream(url, {}, NEIGHBOUR);
    expect(neighbour.response.status).toBe(200);
    expect((await neighbour.next()).event).toBe("ready");

    // A stream on an account that closes gives its place back to the host's accounts.
    taken.at(-1)?.close();
    await expect.poll(() => server.events.subscriberCount).toBe(4);
    const again = await openEventStream(url, { cookie: cookies[4] ?? "" }, HOST);
    expect(again.response.status).toBe(200);
    for (const stream of [...taken, neighbour, again]) stream.close();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });
});
