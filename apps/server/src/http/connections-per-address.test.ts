import { EventEmitter } from "node:events";
import type { Server } from "node:http";
import { connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { capConnectionsPerAddress } from "./connections-per-address";

const server = serverForThisFile({ env: { CONNECTIONS_MAX_PER_ADDRESS: "3" } });

const held: Socket[] = [];

/** The health check's status from `host`, or undefined when the connection was refused. */
const health = async (host = "127.0.0.1") => {
  const url = new URL("/api/health", server.url);
  url.hostname = host;
  return (await fetch(url).catch(() => undefined))?.status;
};

afterEach(async () => {
  const closing = held.splice(0).map((socket) => {
    socket.destroy();
    return new Promise((resolve) => (socket.closed ? resolve(undefined) : socket.once("close", resolve)));
  });
  await Promise.all(closing);
  // The server hears of a close a moment after the client.
  await expect.poll(() => health()).toBe(200);
});

/** A connection that has sent the start of a request head and nothing more, as a slow-headers attack does. */
function halfARequest(host = "127.0.0.1"): Promise<Socket> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host, () => {
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
    await expect.poll(() => health()).toBe(200);
  });

  it("counts an IPv6 client as well: from ::1 the fourth is answered 429", async () => {
    await halfARequest("::1");
    const second = await halfARequest("::1");
    await halfARequest("::1");
    expect(await untilClosed(await halfARequest("::1"))).toMatch(/^HTTP\/1\.1 429 Too Many Requests\r\n/);
    second.destroy();
    await new Promise((resolve) => second.once("close", resolve));
    await expect.poll(() => health("[::1]")).toBe(200);
  });

  it("closes a connection whose request head does not arrive in time, so slow clients cannot hold one", async () => {
    const slow = await halfARequest();
    const answer = await untilClosed(slow);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  }, 30_000);
});

/** A socket as Node's server hands it over, from `address`; `refused` once it was answered and closed. */
function socketFrom(address: string) {
  return Object.assign(new EventEmitter(), {
    remoteAddress: address,
    refused: false,
    pause() {},
    end(_answer: Buffer, sent: () => void) {
      this.refused = true;
      sent();
    },
    destroy() {},
  });
}

describe("connections one IPv6 site holds", () => {
  // Two connections an address, three a /48: the caps' ratio made small.
  function cappedServer(env: Record<string, string> = {}) {
    const server = new EventEmitter();
    const config = loadConfig({ CONNECTIONS_MAX_PER_ADDRESS: "2", CONNECTIONS_MAX_PER_IPV6_48: "3", ...env });
    capConnectionsPerAddress(
      server as Server,
      { perAddress: config.connectionsMaxPerAddress, perSite: config.connectionsMaxPerSite },
      config.trustedProxies,
    );
    return (address: string) => {
      const socket = socketFrom(address);
      server.emit("connection", socket);
      return socket;
    };
  }

  it("holds the /64s of one /48 to the site's cap together, while another /48 and IPv4 keep theirs", () => {
    const connect = cappedServer();
    const refused = (address: string) => connect(address).refused;
    expect(refused("2001:db8:1:1::1")).toBe(false);
    expect(refused("2001:db8:1:1::2")).toBe(false);
    expect(refused("2001:db8:1:1::3")).toBe(true);
    const third = connect("2001:db8:1:2::1");
    expect(third.refused).toBe(false);
    // A fresh /64 of the same /48: its own allowance is whole, its site's is spent.
    expect(refused("2001:db8:1:ff::1")).toBe(true);
    expect(refused("2001:db8:1:ffff:ffff::1")).toBe(true);
    expect(refused("2001:db8:2:1::1")).toBe(false);
    expect(refused("203.0.113.1")).toBe(false);
    expect(refused("203.0.113.1")).toBe(false);
    expect(refused("203.0.113.1")).toBe(true);
    expect(refused("203.0.113.2")).toBe(false);

    third.emit("close");
    expect(refused("2001:db8:1:ff::1")).toBe(false);
  });

  it("does not count our own proxies, whatever their site holds", () => {
    const connect = cappedServer({ TRUST_PROXY: "true", TRUSTED_PROXIES: "2001:db8:1:1::/64" });
    for (let i = 0; i < 5; i++) expect(connect("2001:db8:1:1::1").refused).toBe(false);
    expect(connect("2001:db8:1:2::1").refused).toBe(false);
  });
});
