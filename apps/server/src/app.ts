import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { accuracyRoutes } from "#server/accuracy/accuracy.routes.ts";
import { AccuracyCache } from "#server/accuracy/accuracy-cache.ts";
import { authRoutes } from "#server/auth/auth.routes.ts";
import { accountRateLimiters, contributionLimiters, rateLimiters } from "#server/config/rate-limits.ts";
import { crowdingOpenDataRoutes, crowdingRoutes } from "#server/crowding/crowding.routes.ts";
import { CrowdingCache } from "#server/crowding/crowding-cache.ts";
import { feedbackRoutes } from "#server/feedback/feedback.routes.ts";
import { gtfsRealtimeRoutes, gtfsRoutes } from "#server/gtfs/gtfs.routes.ts";
import { healthRoutes } from "#server/health/health.routes.ts";
import { answerHeaderMiddleware } from "#server/http/answer-headers.ts";
import { apiError } from "#server/http/api-error.ts";
import { limitJsonBody, requireJsonContentType } from "#server/http/json-body.ts";
import { perAddressCeiling } from "#server/http/per-address-ceiling.ts";
import { requireSameOrigin } from "#server/http/same-origin.ts";
import { serveSpa } from "#server/http/static-spa.ts";
import { unhandledError } from "#server/http/unhandled-error.ts";
import { warnOfUnreadableForwardedFor } from "#server/http/unreadable-forwarded-for.ts";
import { journeysRoutes } from "#server/journeys/journeys.routes.ts";
import { linesRoutes } from "#server/lines/lines.routes.ts";
import { requestLog } from "#server/observability/request-log.ts";
import { apiDocument } from "#server/openapi/api-document.ts";
import { refusals } from "#server/openapi/describe.ts";
import { reminderRoutes } from "#server/reminders/reminders.routes.ts";
import { reportsRoutes } from "#server/reports/reports.routes.ts";
import { sightingsRoutes } from "#server/sightings/sightings.routes.ts";
import { moderationRoutes } from "#server/trust/moderation.routes.ts";
import { accountRoutes, voteRoutes } from "#server/trust/votes.routes.ts";
import type { AppDeps, AppEnv } from "./app-env";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The whole HTTP surface, built from its dependencies; `index.ts` only listens. */
export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const limit = rateLimiters(deps);
  const limitAccount = accountRateLimiters(deps);
  const limitContributions = contributionLimiters(deps);

  const headers = answerHeaderMiddleware(config);
  app.use("*", headers.security);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog);
  app.use("*", warnOfUnreadableForwardedFor(deps.logger, config.trustedProxies));
  app.use("/api/*", headers.cors);
  app.use("/api/*", requireSameOrigin(config.trustedOrigins), requireJsonContentType, limitJsonBody);

  app.route("/api/auth", authRoutes(deps, limit));

  app.route("/api/health", healthRoutes());
  app.route("/api/reports", reportsRoutes(limitContributions.report));
  app.route(
    "/api/reports",
    voteRoutes({ perAccount: limitAccount.vote, perAddress: limitContributions.vote }),
  );
  app.route("/api/account", accountRoutes());
  app.route("/api/moderation", moderationRoutes(limitAccount.moderation));
  app.route("/api/lines", linesRoutes());
  app.route("/api/sightings", sightingsRoutes());
  app.route("/api/journeys", journeysRoutes());
  app.route("/api/feedback", feedbackRoutes(limit.feedback));
  app.route("/api/gtfs", gtfsRoutes());
  app.route(
    "/api/gtfs-rt",
    gtfsRealtimeRoutes({
      db: deps.database.drizzle,
      clock: deps.clock,
      events: deps.events,
      pastRiders: deps.pastRiders,
      built: (feed) => deps.metrics.gtfsRealtimeBuilds.inc({ feed }),
    }),
  );
  const crowding = new CrowdingCache(deps.database.drizzle, deps.clock, deps.log);
  app.route("/api/crowding", crowdingRoutes(crowding));
  app.route("/api/open-data", crowdingOpenDataRoutes(crowding));
  app.route(
    "/api/accuracy",
    accuracyRoutes(new AccuracyCache(deps.database.drizzle, deps.clock, deps.log, deps.dayScorer)),
  );
  app.route("/api/reminders", reminderRoutes(limit.reminderCreate));
  let documentText: Promise<string> | undefined;
  app.get(
    "/api/openapi.json",
    describeRoute({
      summary: "This document: our routes as declared, better-auth's as it describes them",
      responses: {
        200: { description: "OpenAPI 3.1", content: { "application/json": {} } },
        ...refusals(429),
      },
    }),
    // 150 KB a time: counted with the other reads anyone may ask for, and serialised once.
    perAddressCeiling((deps) => deps.readsPerAddress, "tooManyRequests"),
    async (c) => {
      documentText ??= apiDocument(app, deps.auth, config.publicUrl, version).then((document) =>
        JSON.stringify(document),
      );
      c.header("Content-Type", "application/json");
      return c.body(await documentText);
    },
  );
  app.all("/api/*", (c) =>
    apiError(c, 404, { code: "noApiRoute", params: { method: c.req.method, path: c.req.path } }),
  );

  if (config.webDistDir) serveSpa(app, config.webDistDir);

  app.onError((error, c) => unhandledError(error, c, deps));
  return app;
}
