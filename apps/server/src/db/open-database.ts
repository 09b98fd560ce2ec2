import { join } from "node:path";
import type { Config } from "#server/config/env.ts";
import { makePrivateDir } from "#server/config/private-dir.ts";
import type { Database } from "./database";
import { openPgliteDatabase } from "./pglite-database";
import { openPostgresDatabase } from "./postgres-database";

/** PostgreSQL when DATABASE_URL is set, else the embedded database in DATA_DIR/db; migrated either way. */
export function openDatabase(
  config: Pick<Config, "databaseUrl" | "databaseListenUrl" | "dataDir">,
  log: (message: string) => void,
): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgresDatabase(config.databaseUrl, { log, listenUrl: config.databaseListenUrl });
  }
  makePrivateDir(config.dataDir);
  return openPgliteDatabase(join(config.dataDir, "db"));
}
