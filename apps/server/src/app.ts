import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppDeps, AppEnv } from "./app-env";
import { checkAuthInput } from "./auth/auth-input-check";
import { authRoute } from "./auth/auth-route";
import { RATE_LIMITS, type RateLimitName } from "./config/rate-limits";
import { postFeedback } from "./feedback/feedback-routes";
import { gtfsRoutes } from "./gtfs/gtfs-routes";
import { health } from "./health/health-route";
import { apiError } from "./http/api-error";
import { clientAddress } from "./http/client-address";
import { errorAnswer } from "./http/error-answer";
import { rateLimit } from "./http/rate-limit";
import { limitJsonBody, requireJsonContentType } from "./http/require-json";
import { requireSameOrigin } from "./http/same-origin";
import { securityHeaders } from "./http/security-headers";
import { serveSpa } from "./http/static-spa";
import { lineStatusRoute } from "./lines/line-status-route";
import { openApiDocument } from "./openapi/openapi-document";
import { reportStream } from "./reports/report-stream-route";
import { reportsRoutes } from "./reports/reports-routes";

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The whole HTTP surface, built from its dependencies; `index.ts` only listens. */
export function createApp(deps: AppDeps) {
  const { config, clock } = deps;
  const app = new Hono<AppEnv>();
  const limit = (name: RateLimitName) =>
    rateLimit(name, RATE_LIMITS[name], (c) => clientAddress(c, config.trustedProxyHops), {
      db: deps.db.db,
      clock,
    });

  app.use("*", securityHeaders(config));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("/api/*", cors({ origin: config.publicUrl, credentials: true }));
  app.use("/api/*", requireSameOrigin([config.publicUrl]), requireJsonContentType, limitJsonBody);

  app.use("/api/auth/sign-in/*", limit("signIn"));
  const passwordCheckLimit = limit("passwordCheck");
  app.use("/api/auth/change-password", passwordCheckLimit);
  app.use("/api/auth/verify-password", passwordCheckLimit);
  app.use("/api/auth/delete-user", passwordCheckLimit);
  app.use("/api/auth/request-password-reset", limit("passwordResetMail"));
  app.use("/api/auth/sign-up/*", limit("signUp"));
  app.use("/api/auth/send-verification-email", limit("verificationMail"));
  app.use("/api/auth/*", checkAuthInput);
  app.on(["GET", "POST"], "/api/auth/*", authRoute(deps));

  app.get("/api/health", health);
  app.get("/api/reports/stream", reportStream);
  app.route("/api/reports", reportsRoutes());
  app.get("/api/lines/status", lineStatusRoute);
  app.post("/api/feedback", limit("feedback"), postFeedback);
  app.route("/api", gtfsRoutes());
  app.get("/api/openapi.json", (c) => c.json(openApiDocument(config.publicUrl, version)));
  app.all("/api/*", (c) => apiError(c, 404, `No API route ${c.req.method} ${c.req.path}`));

  if (config.webDistDir) serveSpa(app, config.webDistDir);

  app.onError((error, c) => errorAnswer(error, c, deps));
  return app;
}
