import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { Database, Db, NotificationHandler } from "./database";
import { MIGRATIONS_FOLDER } from "./migrations-folder";
import * as schema from "./schema";

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL through a pool, plus one dedicated connection for LISTEN that reconnects by itself when the
 * server goes away and comes back (the pool recovers on its own).
 */
export async function openPostgresDatabase(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

  const handlers = new Map<string, Set<NotificationHandler>>();
  let listener: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  async function connectListener(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? "");
    });
    client.on("error", () => scheduleReconnect(client));
    client.on("end", () => scheduleReconnect(client));
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    listener = client;
  }

  function scheduleReconnect(client: pg.Client): void {
    if (closed || listener !== client) return;
    listener = null;
    client.end().catch(() => {});
    const retry = () => {
      reconnectTimer = undefined;
      if (closed) return;
      connectListener().catch(() => {
        reconnectTimer = setTimeout(retry, RECONNECT_DELAY_MS);
      });
    };
    reconnectTimer = setTimeout(retry, RECONNECT_DELAY_MS);
  }

  await connectListener();

  return {
    db: db as unknown as Db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, handler) => {
      let channelHandlers = handlers.get(channel);
      if (!channelHandlers) {
        channelHandlers = new Set();
        handlers.set(channel, channelHandlers);
        await listener?.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      channelHandlers.add(handler);
      return async () => {
        channelHandlers.delete(handler);
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
      await pool.end();
    },
  };
}
