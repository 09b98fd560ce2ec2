import { healthAnswerSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { databaseReachable } from "../db/database-reachable";
import { apiError } from "../http/api-error";
import { answerJson } from "../http/json-text";

export const HEALTH_PING_TIMEOUT_MS = 3000;

export async function health(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  if (await databaseReachable(c.var.deps.database, HEALTH_PING_TIMEOUT_MS))
    return answerJson(c, healthAnswerSchema, { status: "ok" });
  return apiError(c, 503, "databaseUnavailable");
}
