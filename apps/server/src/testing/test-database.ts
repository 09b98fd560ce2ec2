import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../db/database";
import { openPgliteDatabase } from "../db/pglite-database";
import { openPostgresDatabase } from "../db/postgres-database";

/** A fresh database with the real migrations: its own PostgreSQL database, or an in-memory PGlite. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject("postgresUrl");
  if (!serverUrl) return openPgliteDatabase(undefined);
  const name = `riles_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return openPostgresDatabase(serverUrl.replace(/\/[^/]*$/, `/${name}`));
}
