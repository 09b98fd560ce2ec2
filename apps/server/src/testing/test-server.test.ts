import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { listen } from "#server/http/listen.ts";
import { freePort } from "../../../../scripts/server-process.mjs";
import { onAFreePort } from "./test-server";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listening = async (port: number) => {
  const server = createServer();
  servers.push(server);
  await listen(server, port, "127.0.0.1");
  return server;
};

describe("a test server's port", () => {
  it("is found again when another process took the one found free before the server listened", async () => {
    const taken = await freePort();
    await listening(taken);
    const free = await freePort();
    const picks = [taken, free];
    const { url } = await onAFreePort(listening, undefined, async () => picks.shift() ?? free);
    expect(url).toBe(`http://127.0.0.1:${free}`);
  });

  it("is not looked for again when the test names it: a taken port named is the test's error", async () => {
    const taken = await freePort();
    await listening(taken);
    await expect(onAFreePort(listening, String(taken))).rejects.toMatchObject({ code: "EADDRINUSE" });
  });
});
