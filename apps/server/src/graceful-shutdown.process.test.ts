import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPgCluster } from "#server/testing/pg-cluster.ts";
import { startServerProcess } from "#server/testing/server-process.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";

const dataDir = mkdtempSync(join(tmpdir(), "riles-shutdown-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A GET over a kept-alive connection, left open and idle afterwards, as a browser tab leaves it. */
function idleKeptAliveConnection(url: string): Promise<void> {
  const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
  return new Promise((resolve, reject) => {
    httpRequest(`${url}/api/health`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve());
    })
      .on("error", reject)
      .end();
  });
}

/** A connection opened ahead of need that has sent nothing yet, as browsers open them. */
function preconnectedSocket(url: string): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve());
    socket.on("error", reject);
    socket.on("close", () => socket.destroy());
  });
}

/**
 * A browser tab's EventSource: one kept-alive connection, and a new stream request on it as soon as a
 * stream ends, until the server refuses. Resolves with how many streams it opened.
 */
function reconnectingEventSource(url: string): Promise<number> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let opened = 0;
  return new Promise((resolve) => {
    const open = () => {
      httpRequest(`${url}/api/reports/stream`, { agent }, (response) => {
        opened += 1;
        response.resume();
        response.on("end", open);
        response.on("error", () => resolve(opened));
      })
        .on("error", () => resolve(opened))
        .end();
    };
    open();
  });
}

/** A POST whose body is still being sent; `finish` sends the rest and resolves with the status. */
function slowUpload(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  let settle: (status: number) => void = () => {};
  const answered = new Promise<number>((resolve) => {
    settle = resolve;
  });
  const upload = httpRequest(`${url}/api/feedback`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  upload.on("response", (response) => {
    response.resume();
    settle(response.statusCode ?? 0);
  });
  upload.on("error", () => settle(0));
  upload.write(body.slice(0, half));
  return {
    finish: () => {
      upload.end(body.slice(half));
      return answered;
    },
  };
}

describe("npm start's server process", () => {
  it("on SIGTERM ends streams, finishes requests in flight, closes idle browser connections and exits in 5 s", async () => {
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: dataDir };
    const first = await startServerProcess(env);
    const streams = await Promise.all(
      Array.from({ length: 3 }, () => openEventStream(`${first.url}/api/reports/stream`)),
    );
    for (const stream of streams) expect((await stream.next()).event).toBe("ready");
    await idleKeptAliveConnection(first.url);
    const browserTab = reconnectingEventSource(first.url);
    await preconnectedSocket(first.url);
    const upload = slowUpload(first.url, JSON.stringify({ message: "The map is blank", page: "/map" }));
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = performance.now();
    first.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await upload.finish()).toBe(201);
    for (const stream of streams) await expect(stream.next()).rejects.toThrow(/stream ended|terminated/);
    expect(await first.exited).toBe(0);
    expect(await browserTab).toBeGreaterThan(0);
    expect(performance.now() - signalled).toBeLessThan(5000);

    const second = await startServerProcess(env);
    const health = await fetch(`${second.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(await second.stop()).toBe(0);
  });
});

describe("npm start's server process on a PostgreSQL that hangs", () => {
  it("on SIGTERM still ends its streams, answers or closes what is in flight and exits cleanly in 4.5 s", async () => {
    const cluster = await startPgCluster();
    try {
      const server = await startServerProcess({
        DATABASE_URL: cluster.url(),
        AUTH_SECRET: "shutdown-test-secret-of-at-least-32-characters",
        ...TEST_VAPID_ENV,
      });
      const stream = await openEventStream(`${server.url}/api/reports/stream`);
      expect((await stream.next()).event).toBe("ready");
      // Every PostgreSQL process stopped, as a frozen host or a stalled disk leaves it: nothing answers.
      cluster.pause();
      const inFlight = fetch(`${server.url}/api/health`).then(
        (response) => response.status,
        () => 0,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalled = performance.now();
      server.child.kill("SIGTERM");
      await expect(stream.next()).rejects.toThrow(/stream ended|terminated/);
      expect(await server.exited, server.log.join("")).toBe(0);
      expect(performance.now() - signalled).toBeLessThan(4500);
      expect(server.log.join("")).not.toContain("Still not stopped");
      expect([0, 503]).toContain(await inFlight);
    } finally {
      cluster.resume();
      cluster.destroy();
    }
  });
});
