import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface ChannelListener {
  onNotification: (payload: string) => void;
  /**
   * Called after the LISTEN connection was lost and is listening again: notices sent in between are gone,
   * so the listener must catch up by reading what it missed (docs/decisions/020-database-outages.md).
   */
  onResumed: () => void;
  /** Called when the LISTEN connection is lost: notices may be missed until onResumed. */
  onLost: () => void;
}

/**
 * The database as the app sees it, the same on embedded PGlite and on PostgreSQL: queries through
 * Drizzle, a round trip for health, LISTEN for the report stream, and a clean close.
 */
/** What the metrics show of the database: the pool (PostgreSQL only) and the LISTEN connection. */
interface DatabaseStats {
  pool?: { total: number; idle: number; waiting: number };
  listenerConnected: boolean;
}

export interface Database {
  /** The Drizzle query builder every store function takes as `db`. */
  drizzle: Db;
  kind: "pglite" | "postgres";
  ping: () => Promise<void>;
  listen: (channel: string, listener: ChannelListener) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
  stats: () => DatabaseStats;
}
