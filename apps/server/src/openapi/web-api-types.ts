import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { DayScorer } from "#server/accuracy/day-scorer.ts";
import { createApp } from "#server/app.ts";
import { createAuth } from "#server/auth/create-auth.ts";
import { systemClock } from "#server/config/clock.ts";
import { loadConfig } from "#server/config/env.ts";
import { perMinuteCeilings } from "#server/config/rate-limits.ts";
import { openPgliteDatabase } from "#server/db/pglite-database.ts";
import { createLogger } from "#server/observability/logger.ts";
import { Metrics } from "#server/observability/metrics.ts";
import { ReportEvents } from "#server/reports/report-events.ts";
import { PastRiders } from "#server/sightings/past-riders.ts";

/** The web app's request and answer types, generated from this app's OpenAPI document and committed. */
export const WEB_API_TYPES_FILE = fileURLToPath(
  new URL("../../../web/src/lib/api/api-types.ts", import.meta.url),
);

const HEADER = `/**
 * Generated from the server's OpenAPI document by \`npm run api:types\` (apps/server/src/openapi/web-api-types.ts);
 * do not edit. A test fails when it no longer matches the routes (docs/decisions/050-one-http-client.md).
 */

`;

/**
 * The document as GET /api/openapi.json answers it, from the app object on an in-memory database: no
 * port, no mail, no configuration of the machine it runs on.
 */
export async function currentApiDocument(): Promise<Record<string, unknown>> {
  const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://localhost:3000" });
  const database = await openPgliteDatabase(undefined);
  try {
    const log = () => {};
    const auth = createAuth({
      db: database.drizzle,
      mailer: { send: async () => {} },
      publicUrl: config.publicUrl,
      trustedOrigins: config.trustedOrigins,
      secret: "generation-only-secret-never-signs-a-session",
      log,
      clock: () => new Date(),
    });
    const app = createApp({
      config,
      database,
      auth,
      events: new ReportEvents(database, systemClock, log),
      clock: systemClock,
      log,
      logger: createLogger({ write: () => {} }),
      metrics: new Metrics(),
      push: { publicKey: "", endpointPolicy: { testServiceOrigin: undefined, resolve: async () => [] } },
      ...perMinuteCeilings(config),
      pastRiders: new PastRiders(database.drizzle, log),
      dayScorer: new DayScorer(),
    });
    const response = await app.request("/api/openapi.json");
    return (await response.json()) as Record<string, unknown>;
  } finally {
    await database.close();
  }
}

/** The TypeScript openapi-fetch reads: `paths` and `components` of the document. */
export async function webApiTypes(document: Record<string, unknown>): Promise<string> {
  // biome-ignore lint/suspicious/noExplicitAny: openapi-typescript takes its own OpenAPI3 type, which the document's JSON is.
  const ast = await openapiTS(document as any, { alphabetize: true });
  return HEADER + astToString(ast);
}
