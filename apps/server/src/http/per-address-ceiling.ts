import type { MiddlewareHandler } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import type { AddressRequestBuckets } from "./address-request-buckets";
import { apiError, type PlainRefusalCode } from "./api-error";
import { clientAddress } from "./client-address";

/**
 * Refuses a client address past its allowance of this minute (the buckets in `deps` that `bucketsOf`
 * names), with 429, the refusal and when to ask again; counted in memory, so the refusal costs no write.
 */
export function perAddressCeiling(
  bucketsOf: (deps: AppDeps) => AddressRequestBuckets,
  refusal: PlainRefusalCode,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deps = c.get("deps");
    // A request Node's own path counted before leaving it here is not counted again (Node's request is the key).
    const waitSeconds = bucketsOf(deps).hitOnce(
      c.env?.incoming ?? c.req.raw,
      clientAddress(c, deps.config.trustedProxies),
      deps.clock().getTime(),
    );
    if (waitSeconds === 0) return next();
    c.header("Retry-After", String(waitSeconds));
    return apiError(c, 429, refusal);
  };
}

/**
 * The routes that reach the database for whoever asks and have no per-address ceiling of their own: the
 * health check's round trip, better-auth's routes, a session's look-up, a report, vote, bug report or
 * reminder stored. Past DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS, 429 before any of it
 * (docs/decisions/166-database-requests-per-address.md).
 */
export const databaseRequestsCeiling = perAddressCeiling(
  (deps) => deps.databaseRequestsPerAddress,
  "tooManyRequests",
);
