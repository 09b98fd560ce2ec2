import { readFileSync } from "node:fs";
import { Hono } from "hono";
import { cors } from "hono/cors";
import type { AppDeps, AppEnv } from "./app-env";
import { checkCredentials } from "./auth/credentials-check";
import { postFeedback } from "./feedback/feedback-routes";
import { health } from "./health/health-route";
import { apiError } from "./http/api-error";
import { clientAddress } from "./http/client-address";
import { type RateLimitRule, rateLimit } from "./http/rate-limit";
import { limitJsonBody, requireJsonContentType } from "./http/require-json";
import { securityHeaders } from "./http/security-headers";
import { serveSpa } from "./http/static-spa";
import { lineStatusRoute } from "./lines/line-status-route";
import { openApiDocument } from "./openapi/openapi-document";
import { reportStream } from "./reports/report-stream-route";
import { reportsRoutes } from "./reports/reports-routes";

const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  signIn: {
    max: 20,
    windowMs: 15 * MINUTE_MS,
    message: "Too many sign-in attempts. Please wait a few minutes.",
  },
  signUp: {
    max: 10,
    windowMs: 60 * MINUTE_MS,
    message: "Too many accounts created. Please try again later.",
  },
  verificationMail: {
    max: 5,
    windowMs: 15 * MINUTE_MS,
    message: "Too many confirmation mails requested. Please wait a few minutes.",
  },
  feedback: { max: 5, windowMs: 10 * MINUTE_MS, message: "Too many bug reports. Please try again later." },
} satisfies Record<string, RateLimitRule>;

const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

/** The whole HTTP surface, built from its dependencies; `index.ts` only listens. */
export function createApp(deps: AppDeps) {
  const { config, clock } = deps;
  const app = new Hono<AppEnv>();
  const limit = (rule: RateLimitRule) => rateLimit(rule, (c) => clientAddress(c, config.trustProxy), clock);

  app.use("*", securityHeaders(config));
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  app.use("/api/*", cors({ origin: config.publicUrl, credentials: true }));
  app.use("/api/*", requireJsonContentType, limitJsonBody);

  app.use("/api/auth/sign-in/*", limit(RATE_LIMITS.signIn));
  app.use("/api/auth/sign-up/*", limit(RATE_LIMITS.signUp));
  app.use("/api/auth/send-verification-email", limit(RATE_LIMITS.verificationMail));
  app.use("/api/auth/sign-in/email", checkCredentials);
  app.use("/api/auth/sign-up/email", checkCredentials);
  app.on(["GET", "POST"], "/api/auth/*", (c) => deps.auth.handler(c.req.raw));

  app.get("/api/health", health);
  app.get("/api/reports/stream", reportStream);
  app.route("/api/reports", reportsRoutes());
  app.get("/api/lines/status", lineStatusRoute);
  app.post("/api/feedback", limit(RATE_LIMITS.feedback), postFeedback);
  app.get("/api/openapi.json", (c) => c.json(openApiDocument(config.publicUrl, version)));
  app.all("/api/*", (c) => apiError(c, 404, `No API route ${c.req.method} ${c.req.path}`));

  if (config.webDistDir) serveSpa(app, config.webDistDir);

  app.onError((error, c) => {
    deps.log(`Unhandled error on ${c.req.method} ${c.req.path}: ${error.stack ?? String(error)}`);
    return apiError(c, 500, "Something went wrong on our side. Please try again.");
  });
  return app;
}
