import { describe, expect, it } from "vitest";
import { sessionCookieOf } from "#server/testing/accounts.ts";
import { refusalOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";

// Behind our loopback proxy, which names each client in X-Forwarded-For: 2 streams an address, 3 an IPv6
// /48, 1 more an account.
const server = serverForThisFile({
  env: {
    TRUST_PROXY: "true",
    STREAM_MAX_PER_ADDRESS: "2",
    STREAM_MAX_PER_IPV6_48: "3",
    STREAM_MAX_PER_ACCOUNT: "1",
  },
});

type Stream = Awaited<ReturnType<typeof openEventStream>>;

const streamFrom = (client: string, headers: Record<string, string> = {}) =>
  openEventStream(`${server.url}/api/reports/stream`, { "x-forwarded-for": client, ...headers });

/** Whether the stream opened (its first event is `ready`), or the code it was refused with (429). */
async function outcome(stream: Stream): Promise<string> {
  if (stream.response.status === 200) return (await stream.next()).event;
  expect(stream.response.status).toBe(429);
  return (await refusalOf(stream.response)).code;
}

describe("report streams per IPv6 site", () => {
  it("holds the /64s of one /48 to the site's streams together; another /48, IPv4 and signed-in riders keep theirs", async () => {
    const opened: Stream[] = [];
    const open = async (client: string, headers: Record<string, string> = {}) => {
      const stream = await streamFrom(client, headers);
      opened.push(stream);
      return outcome(stream);
    };
    expect(await open("2001:db8:1:1::1")).toBe("ready");
    expect(await open("2001:db8:1:1::2")).toBe("ready");
    expect(await open("2001:db8:1:1::3")).toBe("streamsFromAddress");
    expect(await open("2001:db8:1:2::1")).toBe("ready");
    // A /64 of the same /48 that holds none: the site's three are taken.
    expect(await open("2001:db8:1:ff::1")).toBe("streamsFromAddress");
    expect(await open("2001:db8:2:1::1")).toBe("ready");
    expect(await open("203.0.113.7")).toBe("ready");
    expect(await open("203.0.113.7")).toBe("ready");
    expect(await open("203.0.113.7")).toBe("streamsFromAddress");

    // A rider signed in from the full site gets a stream on their account.
    const cookie = await sessionCookieOf(server, "same-site@example.ph", {
      headers: { "x-forwarded-for": "2001:db8:1:3::1" },
    });
    expect(await open("2001:db8:1:3::1", { cookie })).toBe("ready");

    // A stream of the site that closes gives its place back to the site.
    opened[3]?.close();
    await expect.poll(() => server.events.subscriberCount).toBe(6);
    expect(await open("2001:db8:1:ff::1")).toBe("ready");
    for (const stream of opened) stream.close();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });
});
