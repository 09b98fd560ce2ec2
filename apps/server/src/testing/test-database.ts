import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "#server/db/database.ts";
import { openPgliteDatabase } from "#server/db/pglite-database.ts";
import { openPostgresDatabase } from "#server/db/postgres-database.ts";

/** A fresh database with the real migrations: its own PostgreSQL database, or an in-memory PGlite. */
export async function openTestDatabase(): Promise<Database> {
  const databases = testDatabases();
  if ("pgliteTemplate" in databases)
    return openPgliteDatabase(undefined, new Blob([readFileSync(databases.pgliteTemplate)]));
  return openPostgresDatabase(await createPostgresDatabase(databases.postgresUrl));
}

/**
 * A fresh database that can be opened again after it was closed, as a restarted server opens it: its own
 * PostgreSQL database, or an embedded PGlite in a folder of its own.
 */
export async function reopenableTestDatabase(): Promise<{
  open: () => Promise<Database>;
  remove: () => void;
}> {
  const databases = testDatabases();
  if ("postgresUrl" in databases) {
    const url = await createPostgresDatabase(databases.postgresUrl);
    return { open: () => openPostgresDatabase(url), remove: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), "riles-pglite-"));
  return { open: () => openPgliteDatabase(dir), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Where this file's databases come from; a file of vitest.config.ts's NO_DATABASE_FILES is given none. */
function testDatabases() {
  const databases = inject("testDatabases");
  if (!databases)
    throw new Error(
      "This test file opens a database: take it out of NO_DATABASE_FILES in vitest.config.ts, so it runs on PostgreSQL too",
    );
  return databases;
}

async function createPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `riles_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}
