import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "./database";
import { migrateOnce } from "./migrate-once";
import { PostgresListener } from "./postgres-listener";
import { postgresClientOptions } from "./postgres-timeouts";
import * as schema from "./schema";

/**
 * PostgreSQL through a pool, plus one dedicated connection for LISTEN. Losing the server never ends the
 * process: every pooled client has an error handler (a client checked out for a transaction has none
 * from the pool), broken clients leave the pool, and the next query connects again.
 */
export async function openPostgresDatabase(
  url: string,
  { log = () => {}, listenUrl = url }: { log?: (message: string) => void; listenUrl?: string } = {},
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, ...postgresClientOptions });
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzle({ client: pool, schema });
  try {
    await migrateOnce(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listener = new PostgresListener(listenUrl, log);
  try {
    await listener.start();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    drizzle: db as unknown as Db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    listen: (channel, channelListener) => listener.listen(channel, channelListener),
    stats: () => ({
      pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount },
      listenerConnected: listener.connected,
    }),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
