import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { describeRoute } from "hono-openapi";
import { accuracyRoutes } from "./accuracy/accuracy.routes";
import { AccuracyCache } from "./accuracy/accuracy-cache";
import type { AppDeps, AppEnv } from "./app-env";
import { authRoutes } from "./auth/auth.routes";
import { accountRateLimiters, rateLimiters } from "./config/rate-limits";
import { crowdingOpenDataRoutes, crowdingRoutes } from "./crowding/crowding.routes";
import { CrowdingCache } from "./crowding/crowding-cache";
import { feedbackRoutes } from "./feedback/feedback.routes";
import { gtfsRealtimeRoutes, gtfsRoutes } from "./gtfs/gtfs.routes";
import { healthRoutes } from "./health/health.routes";
import { answerHeaderMiddleware } from "./http/answer-headers";
import { apiError } from "./http/api-error";
import { limitJsonBody, requireJsonContentType } from "./http/json-body";
import { requireSameOrigin } from "./http/same-origin";
import { serveSpa } from "./http/static-spa";
import { unhandledError } from "./http/unhandled-error";
import { linesRoutes } from "./lines/lines.routes";
import { requestLog } from "./observability/request-log";
import { apiDocument } from "./openapi/api-document";
import { refusals } from "./openapi/describe";
import { reminderRoutes } from "./reminders/reminders.routes";
import { reportsRoutes } from "./reports/reports.routes";
import { sightingsRoutes } from "./sightings/sightings.routes";
import { moderationRoutes } from "./trust/moderation.routes";
import { accountRoutes, voteRoutes } from "./trust/votes.routes";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The whole HTTP surface, built from its dependencies; `index.ts` only listens. */
export function createApp(deps: AppDeps) {
  const { config } = deps;
  const app = new Hono<AppEnv>();
  const limit = rateLimiters(deps);
  const limitAccount = accountRateLimiters(deps);

  const headers = answerHeaderMiddleware(config);
  app.use("*", headers.security);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("*", requestLog);
  app.use("/api/*", headers.cors);
  app.use("/api/*", requireSameOrigin(config.trustedOrigins), requireJsonContentType, limitJsonBody);

  app.route("/api/auth", authRoutes(deps, limit));

  app.route("/api/health", healthRoutes());
  app.route("/api/reports", reportsRoutes());
  app.route("/api/reports", voteRoutes(limitAccount.vote));
  app.route("/api/account", accountRoutes());
  app.route("/api/moderation", moderationRoutes(limitAccount.moderation));
  app.route("/api/lines", linesRoutes());
  app.route("/api/sightings", sightingsRoutes());
  app.route("/api/feedback", feedbackRoutes(limit.feedback));
  app.route("/api/gtfs", gtfsRoutes());
  app.route("/api/gtfs-rt", gtfsRealtimeRoutes());
  const crowding = new CrowdingCache(deps.database.drizzle, deps.clock, deps.log);
  app.route("/api/crowding", crowdingRoutes(crowding));
  app.route("/api/open-data", crowdingOpenDataRoutes(crowding));
  app.route("/api/accuracy", accuracyRoutes(new AccuracyCache(deps.database.drizzle, deps.clock, deps.log)));
  app.route("/api/reminders", reminderRoutes(limit.reminderCreate));
  let document: ReturnType<typeof apiDocument> | undefined;
  app.get(
    "/api/openapi.json",
    describeRoute({
      summary: "This document: our routes as declared, better-auth's as it describes them",
      responses: { 200: { description: "OpenAPI 3.1", content: { "application/json": {} } }, ...refusals() },
    }),
    async (c) => {
      document ??= apiDocument(app, deps.auth, config.publicUrl, version);
      return c.json(await document);
    },
  );
  app.all("/api/*", (c) =>
    apiError(c, 404, { code: "noApiRoute", params: { method: c.req.method, path: c.req.path } }),
  );

  if (config.webDistDir) serveSpa(app, config.webDistDir);

  app.onError((error, c) => unhandledError(error, c, deps));
  return app;
}
