import { createServer, type Socket } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startPushService, type TestPushService } from "#server/testing/push-service.ts";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";
import { pushSender } from "./push-sender";

const keys = { publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY, privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY };
const message = { payload: '{"title":"t"}', ttlSeconds: 60, topic: "t" };

let push: TestPushService;
let trickler: Awaited<ReturnType<typeof tricklingTls>>;

beforeEach(async () => {
  push = await startPushService();
  trickler = await tricklingTls();
});

afterEach(async () => {
  await trickler.close();
  await push.close();
});

/** A browser's subscription whose push service is the trickling one. */
function target() {
  const { keys: subscriptionKeys } = push.subscribe().subscription;
  return { endpoint: `${trickler.origin}/push/1`, ...subscriptionKeys };
}

describe("a push send (issue 40)", () => {
  it("gives up at its deadline on a push service trickling its TLS handshake a byte a second", async () => {
    const send = pushSender(keys, "mailto:test@riles.invalid", {
      testServiceOrigin: trickler.origin,
      resolve: async () => [],
    });
    expect(await send(target(), message)).toEqual({ kind: "failed", reason: "no answer within 10 s" });
    // The socket was never silent for long: only a wall clock could end it.
    expect(trickler.bytes()).toBeGreaterThanOrEqual(2);
  });

  it("ends at once, as a failed send, when the server stops", async () => {
    const send = pushSender(keys, "mailto:test@riles.invalid", {
      testServiceOrigin: trickler.origin,
      resolve: async () => [],
    });
    const stop = new AbortController();
    const sending = send(target(), message, stop.signal);
    // Stopped in the middle of the handshake.
    await expect.poll(() => trickler.connections(), { timeout: 60_000 }).toBe(1);
    stop.abort();
    expect(await sending).toEqual({ kind: "failed", reason: "the server is stopping" });
  });
});

/**
 * A TLS server on loopback that never finishes its first record: the header of a 16 KB handshake record,
 * then a zero byte a second.
 */
async function tricklingTls() {
  const sockets = new Set<Socket>();
  let bytes = 0;
  let connections = 0;
  const server = createServer((socket) => {
    connections += 1;
    sockets.add(socket);
    const record = Buffer.from([0x16, 0x03, 0x03, 0x40, 0x00]);
    let written = 0;
    const timer = setInterval(() => {
      socket.write(written < record.length ? record.subarray(written, written + 1) : Buffer.alloc(1));
      written += 1;
      bytes += 1;
    }, 1000);
    socket.on("close", () => {
      clearInterval(timer);
      sockets.delete(socket);
    });
    socket.on("error", () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `https://127.0.0.1:${port}`,
    bytes: () => bytes,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
