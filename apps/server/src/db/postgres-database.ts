import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, Db } from "./database";
import { isDatabaseUnavailable } from "./database-unavailable";
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
  const clients = new Set<pg.PoolClient>();
  pool.on("connect", (client) => {
    client.on("error", () => {});
    closeWhenAQueryTimesOut(client);
    clients.add(client);
  });
  pool.on("remove", (client) => clients.delete(client));
  const db = transactionsGivingBackTheirClient(drizzle({ client: pool, schema }), pool);
  const listener = new PostgresListener(listenUrl, log);
  try {
    await retriedWhileUnavailable(async () => {
      await migrateOnce(pool);
      await listener.start();
    }, log);
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
      // A database that hangs never answers a goodbye: past the deadline the connections are cut.
      const cut = setTimeout(() => {
        listener.cut();
        for (const client of clients) client.connection.stream.destroy();
      }, CLOSE_MS);
      try {
        await Promise.all([listener.close(), pool.end()]);
      } finally {
        clearTimeout(cut);
      }
    },
  };
}

/**
 * drizzle's transaction on a pool sends BEGIN before it guards the client it checked out: a BEGIN that
 * fails (its connection ended, or its answer timed out and the connection was cut, as below) never gives
 * the client back, and after ten such faults every request waits for a client that never comes, until
 * the process restarts (found by a fault review). Each transaction here runs on a client checked out
 * here, and gives it back whatever happened; one whose connection failed is dropped at once, before the
 * socket's closing reaches the pool, so no later request is handed it.
 */
function transactionsGivingBackTheirClient(db: NodePgDatabase<typeof schema>, pool: pg.Pool) {
  const transaction: typeof db.transaction = async (run, config) => {
    const client = await pool.connect();
    let broken = false;
    try {
      return await drizzle({ client, schema }).transaction(run, config);
    } catch (error) {
      broken = isDatabaseUnavailable(error);
      throw error;
    } finally {
      client.release(broken);
    }
  };
  return Object.assign(db, { transaction });
}

/**
 * How long a start waits for a database that does not answer yet (one that starts alongside the server,
 * or is restarting), trying again with back-off; an error that is not an outage (a wrong password, a
 * failed migration) ends the start at once (docs/decisions/162-a-hung-database-holds-nothing-up.md).
 */
const START_WAIT_MS = 60_000;
const START_RETRY_MS = { first: 100, max: 2000 };

async function retriedWhileUnavailable(
  start: () => Promise<void>,
  log: (message: string) => void,
): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  let waitMs = START_RETRY_MS.first;
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      if (attempt > 1) log("The database is answering; starting");
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + waitMs > deadline) throw error;
      if (attempt === 1)
        log(
          `The database is not answering yet (${error instanceof Error ? error.message : String(error)}); ` +
            `trying again for up to ${START_WAIT_MS / 1000} s`,
        );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      waitMs = Math.min(waitMs * 2, START_RETRY_MS.max);
    }
  }
}

/**
 * How long closing waits for PostgreSQL to end its connections before they are cut, so a shutdown during
 * a hang still ends in time (docs/decisions/162-a-hung-database-holds-nothing-up.md).
 */
const CLOSE_MS = 500;

/** What node-postgres rejects a query with when its answer does not come within `query_timeout`. */
const QUERY_READ_TIMEOUT = "Query read timeout";

/**
 * A query whose answer did not come in time was sent, so the connection is still waiting for it: anything
 * sent after it (a transaction's ROLLBACK, the next request's query once the client is back in the pool)
 * would wait behind it for a timeout of its own. The connection is closed at once instead, so whatever
 * was queued on it fails now and the pool drops it (docs/decisions/162-a-hung-database-holds-nothing-up.md).
 */
function closeWhenAQueryTimesOut(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const close = (error: unknown) => {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) client.connection.stream.destroy();
  };
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        close(error);
        callback(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // The caller's own handlers come after this one, so the connection is closed before it sends more.
    if (result instanceof Promise) result.catch(close);
    return result;
  };
}
