import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgCluster, startPgCluster } from "#server/testing/pg-cluster.ts";
import type { Database } from "./database";
import { openPostgresDatabase } from "./postgres-database";

const POOL_SIZE = 10;
let cluster: PgCluster;
let database: Database;

beforeAll(async () => {
  cluster = await startPgCluster();
  database = await openPostgresDatabase(cluster.url());
}, 60_000);

afterAll(async () => {
  cluster?.resume();
  await database?.close();
  cluster?.destroy();
});

/** A transaction as the routes run them: the pool's client checked out, BEGIN, a query, COMMIT. */
const shortTransaction = () => database.drizzle.transaction((tx) => tx.execute(sql`select 1`));

/** Every pool connection open and idle: ten transactions at once, each holding its client a moment. */
async function fillThePool(): Promise<void> {
  await Promise.all(
    Array.from({ length: POOL_SIZE }, () =>
      database.drizzle.transaction((tx) => tx.execute(sql`select pg_sleep(0.1)`)),
    ),
  );
}

async function backendsOfThePool(): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.url() });
  await client.connect();
  const { rows } = await client.query<{ count: string }>(
    "select count(*) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
  );
  await client.end();
  return Number(rows[0]?.count);
}

describe("the PostgreSQL pool through faults", () => {
  it("gives back every connection whose BEGIN got no answer: after a hang, transactions run again", async () => {
    await fillThePool();
    expect(database.stats().pool).toMatchObject({ total: POOL_SIZE, idle: POOL_SIZE });

    cluster.pause();
    const duringTheHang = await Promise.allSettled(
      Array.from({ length: POOL_SIZE }, () => shortTransaction()),
    );
    cluster.resume();
    expect(duringTheHang.every((outcome) => outcome.status === "rejected")).toBe(true);

    // Nothing is still checked out: every client the hang broke has left the pool.
    expect(database.stats().pool?.total).toBe(database.stats().pool?.idle);
    await Promise.all(Array.from({ length: 3 * POOL_SIZE }, () => shortTransaction()));
  }, 60_000);

  it("gives back connections PostgreSQL ended under them, however often", async () => {
    for (let round = 0; round < 5; round++) {
      await fillThePool();
      const killer = new pg.Client({ connectionString: cluster.url() });
      await killer.connect();
      const killing = killer.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
      );
      await Promise.allSettled(Array.from({ length: POOL_SIZE }, () => shortTransaction()));
      await killing;
      await killer.end();
    }
    await Promise.all(Array.from({ length: 3 * POOL_SIZE }, () => shortTransaction()));
    expect(database.stats().pool?.total).toBe(database.stats().pool?.idle);
    expect(await backendsOfThePool()).toBe(database.stats().pool?.total);
  }, 60_000);
});
