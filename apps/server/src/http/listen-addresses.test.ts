import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

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
});
