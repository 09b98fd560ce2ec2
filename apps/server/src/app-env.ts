import type { HttpBindings } from "@hono/node-server";
import type { DayScorer } from "#server/accuracy/day-scorer.ts";
import type { Auth } from "#server/auth/create-auth.ts";
import type { Clock } from "#server/config/clock.ts";
import type { Config } from "#server/config/env.ts";
import type { Database } from "#server/db/database.ts";
import type { AddressRequestBuckets } from "#server/http/address-request-buckets.ts";
import type { Logger } from "#server/observability/logger.ts";
import type { Metrics } from "#server/observability/metrics.ts";
import type { EndpointPolicy } from "#server/reminders/push-endpoint.ts";
import type { ReportEvents } from "#server/reports/report-events.ts";
import type { PastRiders } from "#server/sightings/past-riders.ts";

/** What the app is built from; tests build it with their own database, clock and mailer. */
export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  events: ReportEvents;
  clock: Clock;
  /** Lines that belong to no request. */
  log: (message: string) => void;
  logger: Logger;
  metrics: Metrics;
  /** Web Push: the VAPID public key browsers subscribe with, and which endpoints may be posted to. */
  push: { publicKey: string; endpointPolicy: EndpointPolicy };
  /** Journeys asked per client address this minute, shared by the Hono route and Node's own path. */
  journeysPerAddress: AddressRequestBuckets;
  /**
   * Requests per client address this minute to routes that read the database for anyone, signed in or
   * not (a report's votes, a device's reminders): READS_PER_MINUTE_PER_ADDRESS.
   */
  readsPerAddress: AddressRequestBuckets;
  /**
   * Requests per client address this minute to the routes that reach the database and have no ceiling of
   * their own (health, sessions and sign-ins, posting): DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS.
   */
  databaseRequestsPerAddress: AddressRequestBuckets;
  /** Report streams reopened with Last-Event-ID per client address this minute: REPLAYS_PER_MINUTE_PER_ADDRESS. */
  replaysPerAddress: AddressRequestBuckets;
  /** Each line's riders as the past four weeks showed them: what the estimates believe before the day shows its own. */
  pastRiders: PastRiders;
  /** Scores the published accuracy's days on a worker thread. */
  dayScorer: DayScorer;
}

/** Routes run on Node's HTTP server: the report stream writes to its response directly. */
export type AppEnv = {
  /** `log`: the request's own logger, its id on every line (observability/request-log.ts). */
  Variables: { deps: AppDeps; requestId: string; log: Logger };
  Bindings: HttpBindings;
};
