import { MESSAGES } from "@riles/core";
import type { Context } from "hono";
import type { AppDeps } from "../app-env";
import { databaseAnswers } from "../db/database-answers";
import { apiError } from "../http/api-error";

const RECHECK_TIMEOUT_MS = 1000;

/**
 * better-auth's routes. It answers a failed database call with its own 500; when the database is in fact
 * down, the client is told so with our 503, like every other route.
 */
export function authRoute({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return async (c: Context) => {
    const response = await auth.handler(c.req.raw);
    if (response.status >= 500 && !(await databaseAnswers(db, RECHECK_TIMEOUT_MS))) {
      return apiError(c, 503, MESSAGES.databaseUnavailable);
    }
    return response;
  };
}
