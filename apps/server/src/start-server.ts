import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ServerType, serve } from "@hono/node-server";
import { createApp } from "./app";
import { createAuth } from "./auth/create-auth";
import { resolveAuthSecret } from "./config/auth-secret";
import { type Clock, clockStartingAt, systemClock } from "./config/clock";
import type { Config } from "./config/env";
import type { Database } from "./db/database";
import { openDatabase } from "./db/open-database";
import { createMailer, type Mailer } from "./mail/mailer";
import { ReportEvents } from "./reports/report-events";

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface RunningServer {
  port: number;
  url: string;
  database: Database;
  stop: () => Promise<void>;
}

export interface StartOptions {
  config: Config;
  log?: (message: string) => void;
  /** Tests pass an already open database (fresh, migrated) instead of DATABASE_URL/DATA_DIR. */
  database?: Database;
  mailer?: Mailer;
  /** Tests pin the clock; otherwise TEST_CLOCK_START or the system clock. */
  clock?: Clock;
}

/** Opens the database, builds the app and listens; `stop` drains and closes everything in order. */
export async function startServer({
  config,
  log = console.log,
  database,
  mailer,
  clock: pinnedClock,
}: StartOptions): Promise<RunningServer> {
  const db = database ?? (await openDatabase(config));
  const clock = pinnedClock ?? (config.testClockStart ? clockStartingAt(config.testClockStart) : systemClock);
  const events = new ReportEvents(db, log);
  await events.start();
  const shutdown = new AbortController();
  const auth = createAuth({
    db: db.db,
    mailer:
      mailer ??
      createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, "outbox"),
        log,
      }),
    publicUrl: config.publicUrl,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
  });
  const app = createApp({ config, db, auth, events, clock, shutdown: shutdown.signal, log });

  const server = await new Promise<ServerType>((resolve) => {
    const listening = serve({ fetch: app.fetch, port: config.port }, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;

  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= (async () => {
      // Stop accepting, end the streams (they would hold the server open), let requests finish, then
      // close the database: an unclean PGlite close can corrupt its directory.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      shutdown.abort();
      if ("closeIdleConnections" in server) server.closeIdleConnections();
      await closed;
      await events.stop();
      await db.close();
    })();
    return stopping;
  };
  return { port, url: `http://localhost:${port}`, database: db, stop };
}
