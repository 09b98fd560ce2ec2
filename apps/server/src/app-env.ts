import type { HttpBindings } from "@hono/node-server";
import type { Auth } from "./auth/create-auth";
import type { Clock } from "./config/clock";
import type { Config } from "./config/env";
import type { Database } from "./db/database";
import type { Logger } from "./observability/logger";
import type { Metrics } from "./observability/metrics";
import type { EndpointPolicy } from "./reminders/push-endpoint";
import type { ReportEvents } from "./reports/report-events";

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
}

/** Routes run on Node's HTTP server: the report stream writes to its response directly. */
export type AppEnv = {
  /** `log`: the request's own logger, its id on every line (observability/request-log.ts). */
  Variables: { deps: AppDeps; requestId: string; log: Logger };
  Bindings: HttpBindings;
};
