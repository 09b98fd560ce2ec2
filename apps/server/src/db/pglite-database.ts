import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "#server/migrations-folder.ts";
import { lockDataDir } from "./data-dir-lock";
import type { Database, Db } from "./database";
import * as schema from "./schema";

/**
 * The embedded database: a directory on disk, or memory when `dataDir` is undefined (tests). It lives in
 * this process, so its LISTEN never drops and never needs to resume. A new database starts from
 * `template`, a data folder PGlite dumped (tests: one migrated copy spares each test file PGlite's initdb),
 * and is migrated from there.
 */
export async function openPgliteDatabase(dataDir: string | undefined, template?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = new PGlite(dataDir, template && { loadDataDir: template });
  const db = drizzle({ client, schema });
  try {
    await client.waitReady;
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    await unlock();
    throw error;
  }
  return {
    drizzle: db as unknown as Db,
    kind: "pglite",
    // In the process: its LISTEN cannot be lost apart from the database itself.
    stats: () => ({ listenerConnected: true }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, listener) => client.listen(channel, listener.onNotification),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}
