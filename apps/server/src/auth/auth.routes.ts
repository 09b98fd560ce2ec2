import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import {
  AUTH_RATE_LIMITS,
  accountPasswordCheckLimiter,
  accountSignInLimiter,
  MAILING_AUTH_PATHS,
  PASSWORD_CHECK_PATHS,
  type RateLimitName,
  recipientMailLimiter,
} from "#server/config/rate-limits.ts";
import { apiError } from "#server/http/api-error.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling } from "#server/http/per-address-ceiling.ts";
import { betterAuthHandler } from "./auth.handlers";
import { checkAuthInput } from "./auth-input-check";
import { accountSignInThrottle } from "./sign-in-throttle";

const BASE = "/api/auth";

/**
 * better-auth's routes behind our rate limits and input checks; described by better-auth itself
 * (openapi/api-document.ts). Mounted at /api/auth.
 */
export function authRoutes(
  deps: Pick<AppDeps, "auth" | "database" | "clock">,
  limit: Record<RateLimitName, MiddlewareHandler>,
) {
  const routes = new Hono<AppEnv>();
  // Before the limits below, each of which writes its count to the database.
  routes.use(databaseRequestsCeiling);
  // better-auth's openAPI plugin would build its description afresh for every GET (tens of ms of CPU each);
  // /api/openapi.json carries it, built once.
  routes.all("/open-api/*", (c) =>
    apiError(c, 404, { code: "noApiRoute", params: { method: c.req.method, path: c.req.path } }),
  );
  // The limits name whole paths.
  for (const [path, rule] of AUTH_RATE_LIMITS) routes.use(path.slice(BASE.length), limit[rule]);
  routes.post("*", readJsonObject, checkAuthInput);
  // These read the address in a body checked above: one account, one inbox, from any client address.
  routes.post("/sign-in/email", accountSignInLimiter(deps), accountSignInThrottle(deps));
  const passwordChecksOf = accountPasswordCheckLimiter(deps);
  for (const path of PASSWORD_CHECK_PATHS) routes.post(path.slice(BASE.length), passwordChecksOf);
  const mailsTo = {
    account: recipientMailLimiter(deps, "account"),
    reset: recipientMailLimiter(deps, "reset"),
  };
  for (const [path, share] of MAILING_AUTH_PATHS) routes.post(path.slice(BASE.length), mailsTo[share]);
  routes.on(["GET", "POST"], "*", betterAuthHandler(deps));
  return routes;
}
