import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { DayScorer } from "#server/accuracy/day-scorer.ts";
import { AccountHousekeeping } from "#server/auth/account-housekeeping.ts";
import { createAuth } from "#server/auth/create-auth.ts";
import { resolveAuthSecret } from "#server/config/auth-secret.ts";
import { type Clock, clockStartingAt, systemClock } from "#server/config/clock.ts";
import type { Config } from "#server/config/env.ts";
import { perMinuteCeilings } from "#server/config/rate-limits.ts";
import { resolveVapidKeys } from "#server/config/vapid-keys.ts";
import type { Database } from "#server/db/database.ts";
import { openDatabase } from "#server/db/open-database.ts";
import { sameOriginApiHeaders } from "#server/http/answer-headers.ts";
import { capConnectionsPerAddress } from "#server/http/connections-per-address.ts";
import { listen } from "#server/http/listen.ts";
import { journeysFromNode } from "#server/journeys/journeys-from-node.ts";
import { LineStatusPushes } from "#server/lines/line-status-pushes.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.ts";
import { createLogger, type Logger } from "#server/observability/logger.ts";
import { Metrics, serveMetrics } from "#server/observability/metrics.ts";
import { browserPushService } from "#server/reminders/browser-push-services.ts";
import { dnsResolve, type Resolve } from "#server/reminders/dns-resolve.ts";
import type { EndpointPolicy } from "#server/reminders/push-endpoint.ts";
import { pushSender } from "#server/reminders/push-sender.ts";
import { ReminderScheduler } from "#server/reminders/reminder-scheduler.ts";
import { ReportEvents, sightingsKey } from "#server/reports/report-events.ts";
import { reportStreamFromNode } from "#server/reports/report-stream-route.ts";
import { stationReportsFromMemory } from "#server/reports/station-reports-from-memory.ts";
import { PastRiders } from "#server/sightings/past-riders.ts";
import { createApp } from "./app";

/** How long requests in flight at shutdown may take before their connections are closed. */
const IN_FLIGHT_GRACE_MS = 3000;
const IDLE_SWEEP_MS = 50;
/**
 * A request's head must arrive within 15 s of its first byte and the whole request (bodies are at most
 * 16 KB) within 30 s, checked every 5 s: a client that sends slowly cannot hold a connection for minutes
 * (Node's defaults, 60 s and 300 s checked every 30 s). A stream's answer is long; its request is not.
 * docs/decisions/146-connections-per-address.md.
 */
const INCOMPLETE_REQUEST_DEADLINES = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  connectionsCheckingInterval: 5_000,
};
/**
 * An idle connection is closed after 65 s, past the 60 s a proxy keeps its idle connections to us (nginx's
 * upstream keepalive_timeout, docs/deploy/nginx.conf). Node's 5 s closed them while the proxy still sent
 * on them: a request on a connection closed under it is reset, and a POST is not tried again (a 502).
 * docs/decisions/198-idle-connections-outlast-the-proxys.md.
 */
const IDLE_CONNECTION_MS = 65_000;

export const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL("../../web/dist", import.meta.url));

export interface RunningServer {
  port: number;
  url: string;
  database: Database;
  events: ReportEvents;
  reminders: ReminderScheduler;
  housekeeping: AccountHousekeeping;
  /** Every route the app declares (method ALL for middleware), for the test that the document is whole. */
  routes: { method: string; path: string }[];
  /** Where `GET /metrics` answers, when METRICS_PORT is set. */
  metricsPort: number | undefined;
  stop: () => Promise<void>;
}

interface StartOptions {
  config: Config;
  /** JSON lines on stdout by default. */
  logger?: Logger;
  /** Lines that belong to no request; by default the logger's. */
  log?: (message: string) => void;
  /** Tests pass an already open database (fresh, migrated) instead of DATABASE_URL/DATA_DIR. */
  database?: Database;
  mailer?: Mailer;
  /** Tests pin the clock; otherwise TEST_CLOCK_START or the system clock. */
  clock?: Clock;
  /** Tests resolve push service names their own way (the endpoint checks after DNS). */
  resolve?: Resolve;
  /** How often the reminder scheduler looks for due reminders. */
  reminderTickMs?: number;
}

/** Opens the database, builds the app and listens; `stop` drains and closes everything in order. */
export async function startServer({
  config,
  logger = createLogger(),
  log = (message) => logger.info(message),
  database: givenDatabase,
  mailer,
  clock: pinnedClock,
  resolve = dnsResolve(),
  reminderTickMs,
}: StartOptions): Promise<RunningServer> {
  const database = givenDatabase ?? (await openDatabase(config, log));
  return undoneOnFailure(async (undo) => {
    // A database given is the caller's to close; one opened here is closed when the start fails.
    if (!givenDatabase) undo.push(() => database.close());
    const clock =
      pinnedClock ?? (config.testClockStart ? clockStartingAt(config.testClockStart) : systemClock);
    const events = new ReportEvents(database, clock, log);
    await events.start();
    undo.push(() => events.stop());
    const linePushes = new LineStatusPushes(events, database.drizzle, clock, log);
    await linePushes.start();
    undo.push(() => linePushes.stop());
    const auth = createAuth({
      db: database.drizzle,
      mailer:
        mailer ??
        createMailer({
          smtpUrl: config.smtpUrl,
          from: config.mailFrom,
          outboxDir: join(config.dataDir, "outbox"),
          log,
          logLinks: config.nodeEnv !== "production",
        }),
      publicUrl: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
      secret: resolveAuthSecret(config.authSecret, config.dataDir),
      log,
      clock,
    });
    const vapid = resolveVapidKeys(config.vapid, config.dataDir);
    const endpointPolicy: EndpointPolicy = { testServiceOrigin: config.pushTestServiceOrigin, resolve };
    // A line's sightings answer is built from its pool: a pool made anew replaces it at once.
    const pastRiders = new PastRiders(database.drizzle, log, (lineId) =>
      events.cache.invalidate(sightingsKey(lineId)),
    );
    undo.push(() => pastRiders.stop());
    // A report hidden, withdrawn or restored leaves or rejoins the past weeks' riders now, not at a restart.
    const stopRelearning = events.onStandingChange((row) => pastRiders.reportChanged(row));
    undo.push(stopRelearning);
    const reminders = new ReminderScheduler(
      database.drizzle,
      clock,
      pushSender(vapid, config.vapidSubject, endpointPolicy),
      log,
      pastRiders,
      browserPushService(config.pushTestServiceOrigin),
      reminderTickMs,
    );
    // A report may move the estimate a reminder follows.
    const stopReplanning = events.onReport((row) => {
      reminders
        .replan(row.line_id)
        .catch((error: unknown) => log(`Reminders: could not re-plan (${String(error)})`));
    });
    undo.push(stopReplanning);
    reminders.start();
    undo.push(() => reminders.stop());
    const housekeeping = new AccountHousekeeping(database.drizzle, clock, log);
    housekeeping.start();
    undo.push(() => housekeeping.stop());
    const dayScorer = new DayScorer();
    undo.push(() => dayScorer.stop());
    const metrics = new Metrics();
    metrics.watch(events, database);
    metrics.watchReminders(reminders.counters);
    const deps = {
      config,
      database,
      auth,
      events,
      clock,
      log,
      logger,
      metrics,
      push: { publicKey: vapid.publicKey, endpointPolicy },
      ...perMinuteCeilings(config),
      pastRiders,
      dayScorer,
    };
    const app = createApp(deps);
    /** What runs before the server listens, stopped in the order `stop` stops it. */
    const stopBackground = async () => {
      stopReplanning();
      await housekeeping.stop();
      await reminders.stop();
      await linePushes.stop();
      stopRelearning();
      await pastRiders.stop();
      await dayScorer.stop();
      await events.stop();
    };

    const answerWithHono = getRequestListener(app.fetch);
    // The busiest requests, answered from Node's own objects when they can be: each leaves the rest to Hono.
    const apiHeaders = await sameOriginApiHeaders(config);
    const answerFromMemory = stationReportsFromMemory(deps, apiHeaders);
    const answerJourneys = journeysFromNode(deps, apiHeaders, answerWithHono);
    const openStream = reportStreamFromNode(deps);
    const server = createServer(INCOMPLETE_REQUEST_DEADLINES, (incoming, outgoing) => {
      if (
        !answerFromMemory(incoming, outgoing) &&
        !answerJourneys(incoming, outgoing) &&
        !openStream(incoming, outgoing)
      )
        answerWithHono(incoming, outgoing);
    });
    server.keepAliveTimeout = IDLE_CONNECTION_MS;
    capConnectionsPerAddress(
      server,
      { perAddress: config.connectionsMaxPerAddress, perSite: config.connectionsMaxPerSite },
      config.trustedProxies,
    );
    let metricsServer: Server | undefined;
    if (config.metricsPort !== undefined) {
      const listening = await serveMetrics(metrics, config.metricsPort, config.metricsHost);
      metricsServer = listening;
      undo.push(() => new Promise((resolve) => listening.close(resolve)));
    }
    // A port taken fails the start here, with everything above undone.
    await listen(server, config.port, config.host);
    const metricsAddress = metricsServer?.address();
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;

    let stopping: Promise<void> | null = null;
    const stop = () => {
      stopping ??= (async () => {
        // Stop accepting and end the streams; requests in flight get a grace period. A browser keeps its
        // connection open between requests, so idle connections are closed as they become idle. Only then
        // is the database closed: an unclean PGlite close can corrupt its directory.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        await stopBackground();
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.closeIdleConnections();
        const deadline = setTimeout(() => server.closeAllConnections(), IN_FLIGHT_GRACE_MS);
        await closed;
        clearInterval(sweep);
        clearTimeout(deadline);
        metricsServer?.closeAllConnections();
        await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
        await database.close();
      })();
      return stopping;
    };
    const routes = app.routes.map(({ method, path }) => ({ method, path }));
    const metricsPort =
      typeof metricsAddress === "object" && metricsAddress ? metricsAddress.port : undefined;
    return {
      port,
      url: `http://localhost:${port}`,
      database,
      events,
      reminders,
      housekeeping,
      routes,
      metricsPort,
      stop,
    };
  });
}

/**
 * Runs a start, which notes in `undo` how to stop each part as it starts it. When the start fails, what
 * it started is stopped, newest first, each failure to stop passed over, and the start's own error is
 * thrown: a port taken or a bad key file leaves no connection, listener or timer behind.
 */
async function undoneOnFailure<T>(start: (undo: (() => unknown)[]) => Promise<T>): Promise<T> {
  const undo: (() => unknown)[] = [];
  try {
    return await start(undo);
  } catch (error) {
    for (const step of undo.reverse())
      await Promise.resolve()
        .then(step)
        .catch(() => {});
    throw error;
  }
}
