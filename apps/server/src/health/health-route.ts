import { MESSAGES } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { databaseAnswers } from "../db/database-answers";
import { apiError } from "../http/api-error";

export const HEALTH_PING_TIMEOUT_MS = 3000;

/** A real round trip to the database: the app's connection check means "can we read and store reports". */
export async function health(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  if (await databaseAnswers(c.var.deps.db, HEALTH_PING_TIMEOUT_MS)) return c.json({ status: "ok" });
  return apiError(c, 503, MESSAGES.databaseUnavailable);
}
