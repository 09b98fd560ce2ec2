import { Agent, get } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile();

/** GET /api/health through `agent`: its status and the local port of the connection that carried it. */
function health(agent: Agent): Promise<{ status: number | undefined; localPort: number | undefined }> {
  return new Promise((resolve, reject) => {
    get(new URL("/api/health", server.url), { agent }, (response) => {
      const localPort = response.socket.localPort;
      response.resume();
      response.once("end", () => resolve({ status: response.statusCode, localPort }));
    }).once("error", reject);
  });
}

it("keeps an idle connection past Node's 5 s, so a proxy's next request on it is not reset", async () => {
  // A proxy keeps its idle connections to us for a minute (docs/deploy/nginx.conf); 6 s stands for any
  // pause between two riders' requests it sends on the same connection.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await health(agent);
    await sleep(6_000);
    const second = await health(agent);
    expect(first.status).toBe(200);
    expect(second).toEqual({ status: 200, localPort: first.localPort });
  } finally {
    agent.destroy();
  }
});
