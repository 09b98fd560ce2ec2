import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_FOLDER } from "#server/migrations-folder.ts";
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
  const client = new PGlite(dataDir, template && { loadDataDir: template });
  await client.waitReady;
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    drizzle: db as unknown as Db,
    kind: "pglite",
    // In the process: its LISTEN cannot be lost apart from the database itself.
    stats: () => ({ listenerConnected: true }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: (channel, listener) => client.listen(channel, listener.onNotification),
    close: () => client.close(),
  };
}
