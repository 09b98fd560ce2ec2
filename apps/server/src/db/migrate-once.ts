import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { MIGRATIONS_FOLDER } from "#server/migrations-folder.ts";

/** Any fixed number, the same in every process: the advisory lock that one migration holds at a time. */
const MIGRATION_LOCK_KEY = 4_243_721;
const WAIT_MS = 60_000;
const POLL_MS = 100;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, so processes started together on an
 * empty database take turns: the first migrates, the others find nothing left to do. The lock is polled
 * rather than waited on, because every statement is bounded by statement_timeout.
 */
export async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [
        MIGRATION_LOCK_KEY,
      ]);
      if (rows[0]?.locked) break;
      if (Date.now() > deadline) throw new Error("Another process has been migrating the database for 60 s");
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
