import { Hono, type MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { AUTH_RATE_LIMITS, type RateLimitName } from "#server/config/rate-limits.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { betterAuthHandler } from "./auth.handlers";
import { checkAuthInput } from "./auth-input-check";

const BASE = "/api/auth";

/**
 * better-auth's routes behind our rate limits and input checks; described by better-auth itself
 * (openapi/api-document.ts). Mounted at /api/auth.
 */
export function authRoutes(
  deps: Pick<AppDeps, "auth" | "database">,
  limit: Record<RateLimitName, MiddlewareHandler>,
) {
  const routes = new Hono<AppEnv>();
  // The limits name whole paths: the OpenAPI document marks the same ones as rate limited.
  for (const [path, rule] of AUTH_RATE_LIMITS) routes.use(path.slice(BASE.length), limit[rule]);
  routes.post("*", readJsonObject, checkAuthInput);
  routes.on(["GET", "POST"], "*", betterAuthHandler(deps));
  return routes;
}
