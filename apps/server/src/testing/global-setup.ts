import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { MIGRATIONS_FOLDER } from "#server/migrations-folder.ts";
import { startPgCluster } from "./pg-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabases: { postgresUrl: string } | { pgliteTemplate: string };
  }
}

/**
 * With RILES_TEST_DB=postgres the suite runs against one throwaway PostgreSQL server (each test file
 * creates its own database in it); otherwise every test file gets an in-memory PGlite, loaded from a copy
 * of one migrated here, which spares each file PGlite's initdb (seconds on two busy cores).
 */
export default async function setup(project: TestProject) {
  if (process.env.RILES_TEST_DB === "postgres") {
    const cluster = await startPgCluster();
    project.provide("testDatabases", { postgresUrl: cluster.url() });
    return () => cluster.destroy();
  }
  const dir = mkdtempSync(join(tmpdir(), "riles-pglite-template-"));
  const pgliteTemplate = join(dir, "migrated.tar");
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  writeFileSync(pgliteTemplate, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("testDatabases", { pgliteTemplate });
  return () => rmSync(dir, { recursive: true, force: true });
}
