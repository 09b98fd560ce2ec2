import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NotificationHandler = (payload: string) => void;

/**
 * The database as the app sees it, the same on embedded PGlite and on PostgreSQL: queries through
 * Drizzle, a round trip for health, LISTEN for the report stream, and a clean close.
 */
export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping: () => Promise<void>;
  listen: (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
}
