import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { startServer } from "#server/start-server.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openTestDatabase } from "#server/testing/test-database.ts";

const server = serverForThisFile({ env: { HOST: "127.0.0.1", METRICS_PORT: "0" } });

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

describe("the addresses the server listens on", () => {
  it("binds the HTTP port to HOST only", async () => {
    expect(await accepts("127.0.0.1", server.port)).toBe(true);
    expect(await accepts("::1", server.port)).toBe(false);
  });

  it("binds the metrics port to loopback IPv4 by default (METRICS_HOST)", async () => {
    const port = server.metricsPort ?? 0;
    expect(await accepts("127.0.0.1", port)).toBe(true);
    expect(await accepts("::1", port)).toBe(false);
  });

  it("refuses to start on a port another server holds, its own or its metrics', and leaves its database as given", async () => {
    const database = await openTestDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), "riles-port-taken-"));
    try {
      const taken = { PORT: String(server.port) };
      const metricsTaken = { PORT: "0", METRICS_PORT: String(server.port) };
      for (const ports of [taken, metricsTaken]) {
        const config = loadConfig({ HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", ...ports });
        await expect(startServer({ config, database, log: () => {} })).rejects.toMatchObject({
          code: "EADDRINUSE",
        });
        expect(await accepts("127.0.0.1", server.port)).toBe(true);
        await expect(database.ping()).resolves.not.toThrow();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
