import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgresDatabase } from "#server/db/postgres-database.ts";
import { type PgCluster, startPgCluster } from "#server/testing/pg-cluster.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

// Its own PostgreSQL server: stopping it must not disturb the other test files.
let cluster: PgCluster;
let server: TestServer;

beforeAll(async () => {
  cluster = await startPgCluster();
  server = await startTestServer({ database: await openPostgresDatabase(cluster.url()) });
});
afterAll(async () => {
  await server.stop();
  cluster.destroy();
});

async function health() {
  const response = await fetch(`${server.url}/api/health`);
  return { status: response.status, body: await response.json() };
}

describe("GET /api/health", () => {
  it("answers 503 while PostgreSQL is down and 200 again once it is back, without a restart", async () => {
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
    cluster.stop();
    const down = await health();
    expect(down.status).toBe(503);
    expect((down.body as { error: string }).error).toMatch(/database/i);
    cluster.start();
    expect(await health()).toEqual({ status: 200, body: { status: "ok" } });
  });
});
