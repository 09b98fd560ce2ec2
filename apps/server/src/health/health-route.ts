import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { apiError } from "../http/api-error";

const PING_TIMEOUT_MS = 3000;

/** A real round trip to the database: the app's connection check means "can we read and store reports". */
export async function health(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([c.var.deps.db.ping(), timeout]);
    return c.json({ status: "ok" });
  } catch {
    return apiError(c, 503, "The database is not answering. Please try again shortly.");
  } finally {
    clearTimeout(timer);
  }
}
