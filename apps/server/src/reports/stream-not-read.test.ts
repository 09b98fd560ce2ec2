import { connect, type Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { MAX_UNSENT_BYTES } from "./report-stream-route";

const server = serverForThisFile();

/** A client that asks for the stream and then never reads it, as a phone asleep with the socket open. */
async function openUnreadStream(): Promise<Socket> {
  const socket = connect(server.port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  socket.write("GET /api/reports/stream HTTP/1.1\r\nHost: riles\r\n\r\n");
  await expect.poll(() => server.events.subscriberCount).toBe(1);
  // The start of a next request, so what `serverLetGo` writes reads as its header lines.
  socket.write("GET /api/reports/stream HTTP/1.1\r\nHost: riles\r\n");
  return socket;
}

/**
 * Whether the server still holds the connection: a header line of a next request is written; to a socket
 * the server has let go of, a write fails.
 */
async function serverLetGo(socket: Socket): Promise<boolean> {
  if (socket.destroyed) return true;
  return new Promise((resolve) => {
    socket.once("error", () => resolve(true));
    socket.write("X-Still-There: yes\r\n", () => setTimeout(() => resolve(socket.destroyed), 50));
  });
}

describe("a report stream its client does not read", () => {
  it("is let go of, connection and all, once more than its share of unsent bytes is waiting", async () => {
    const socket = await openUnreadStream();
    const notice = `: ${"x".repeat(64 * 1024)}\n\n`;
    // The kernel's buffers take a few megabytes before any byte waits in the server's own memory.
    for (let sent = 0; server.events.subscriberCount > 0 && sent < 400; sent++) {
      server.events.broadcast(notice);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(server.events.subscriberCount).toBe(0);
    await expect.poll(() => serverLetGo(socket), { timeout: 5_000 }).toBe(true);
    socket.destroy();
  });

  it("keeps the stream while what waits stays under the share", async () => {
    const socket = await openUnreadStream();
    server.events.broadcast(`: ${"x".repeat(MAX_UNSENT_BYTES / 4)}\n\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.events.subscriberCount).toBe(1);
    expect(await serverLetGo(socket)).toBe(false);
    socket.destroy();
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });
});
