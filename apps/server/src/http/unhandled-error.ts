import type { Context } from "hono";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { databaseReachable } from "#server/db/database-reachable.ts";
import { isDatabaseUnavailable } from "#server/db/database-unavailable.ts";
import { apiError } from "./api-error";

const RECHECK_TIMEOUT_MS = 1000;

/**
 * The answer to an error no route handled. A database that is down is not a bug: 503 says so, whether the
 * error shows it or a quick round trip does. A client that went away mid-request is not one either.
 */
export async function unhandledError(
  error: unknown,
  c: Context<AppEnv>,
  deps: Pick<AppDeps, "database" | "log">,
) {
  const { database } = deps;
  // An error before the request got its logger is logged without a request id.
  const log = (message: string) => (c.var.log ? c.var.log.error(message) : deps.log(message));
  if (c.req.raw.signal.aborted) {
    log(`${c.req.method} ${c.req.path}: the client went away before the answer`);
    return apiError(c, 400, "requestIncomplete");
  }
  if (isDatabaseUnavailable(error) || !(await databaseReachable(database, RECHECK_TIMEOUT_MS))) {
    log(`${c.req.method} ${c.req.path}: the database is not answering (${describe(error)})`);
    return apiError(c, 503, "databaseUnavailable");
  }
  log(
    `Unhandled error on ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.stack : String(error)}`,
  );
  return apiError(c, 500, "serverError");
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
