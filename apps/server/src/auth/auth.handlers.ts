import type { Context } from "hono";
import type { AppDeps } from "#server/app-env.ts";
import { databaseReachable } from "#server/db/database-reachable.ts";
import { apiError } from "#server/http/api-error.ts";

const RECHECK_TIMEOUT_MS = 1000;

/**
 * The request as better-auth reads it. A POST's body was read once by http/json-body.ts (Hono keeps the
 * text), so better-auth gets that text rather than the spent stream.
 */
async function requestOf(c: Context): Promise<Request> {
  if (c.req.method !== "POST") return c.req.raw;
  const { method, headers, signal } = c.req.raw;
  return new Request(c.req.url, { method, headers, signal, body: await c.req.text() });
}

/**
 * better-auth's routes. It answers a failed database call with its own 500; when the database is in fact
 * down, the client is told so with our 503, like every other route.
 */
export function betterAuthHandler({ auth, database }: Pick<AppDeps, "auth" | "database">) {
  return async (c: Context) => {
    const response = await auth.handler(await requestOf(c));
    if (response.status >= 500 && !(await databaseReachable(database, RECHECK_TIMEOUT_MS))) {
      return apiError(c, 503, "databaseUnavailable");
    }
    return response;
  };
}
