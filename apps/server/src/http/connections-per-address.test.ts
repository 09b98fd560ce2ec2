import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile({ env: { CONNECTIONS_MAX_PER_ADDRESS: "3" } });

const held: Socket[] = [];

const health = async () => (await fetch(`${server.url}/api/health`).catch(() => undefined))?.status;

afterEach(async () => {
  const closing = held.splice(0).map((socket) => {
    socket.destroy();
    return new Promise((resolve) => (socket.closed ? resolve(undefined) : socket.once("close", resolve)));
  });
  await Promise.all(closing);
  // The server hears of a close a moment after the client.
  await expect.poll(health).toBe(200);
});

/** A connection that has sent the start of a request head and nothing more, as a slow-headers attack does. */
function halfARequest(): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n");
      resolve(socket);
    });
    socket.once("error", reject);
    held.push(socket);
  });
}

/** Everything the server writes on the connection until it closes it. */
function untilClosed(socket: Socket): Promise<string> {
  const received: Buffer[] = [];
  socket.on("data", (data: Buffer) => received.push(data));
  return new Promise((resolve) =>
    socket.once("close", () => resolve(Buffer.concat(received).toString("utf8"))),
  );
}

describe("connections one address holds", () => {
  it("answers the one past the cap 429 with its refusal, and lets the address in again once one closes", async () => {
    const first = await halfARequest();
    await halfARequest();
    await halfARequest();

    const refused = await halfARequest();
    const answer = await untilClosed(refused);
    expect(answer).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    expect(answer).toContain("Retry-After: 10");
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      error: "Too many connections are open from your network. Please try again shortly.",
      code: "connectionsFromAddress",
    });

    first.destroy();
    await expect.poll(health).toBe(200);
  });

  it("closes a connection whose request head does not arrive in time, so slow clients cannot hold one", async () => {
    const slow = await halfARequest();
    const answer = await untilClosed(slow);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  }, 30_000);
});
