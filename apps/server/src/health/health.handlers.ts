import { healthAnswerSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { databaseReachable } from "#server/db/database-reachable.ts";
import { apiError } from "#server/http/api-error.ts";
import { answerJson } from "#server/http/json-text.ts";

const HEALTH_PING_TIMEOUT_MS = 3000;

export async function health(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  if (await databaseReachable(c.var.deps.database, HEALTH_PING_TIMEOUT_MS))
    return answerJson(c, healthAnswerSchema, { status: "ok" });
  return apiError(c, 503, "databaseUnavailable");
}
