import type { HttpBindings } from "@hono/node-server";
import type { Auth } from "./auth/create-auth";
import type { Clock } from "./config/clock";
import type { Config } from "./config/env";
import type { Database } from "./db/database";
import type { EndpointPolicy } from "./reminders/push-endpoint";
import type { ReportEvents } from "./reports/report-events";

/** What the app is built from; tests build it with their own database, clock and mailer. */
export interface AppDeps {
  config: Config;
  db: Database;
  auth: Auth;
  events: ReportEvents;
  clock: Clock;
  log: (message: string) => void;
  /** Web Push: the VAPID public key browsers subscribe with, and which endpoints may be posted to. */
  push: { publicKey: string; endpointPolicy: EndpointPolicy };
}

/** Routes run on Node's HTTP server: the report stream writes to its response directly. */
export type AppEnv = { Variables: { deps: AppDeps }; Bindings: HttpBindings };
