import { createMiddleware } from "hono/factory";
import type { SignedInEnv } from "#server/auth/require-session.ts";
import { apiError } from "#server/http/api-error.ts";
import { isModerator, type Moderator } from "./moderation-store";
import { suspendedUntil } from "./suspensions";

export type ModeratorEnv = {
  Variables: SignedInEnv["Variables"] & { moderator: Moderator };
  Bindings: SignedInEnv["Bindings"];
};

/**
 * After requireSession: 403 for an account that is not a moderator, before the target or the body is
 * read, so the answer is the same whether or not the target exists. A suspended moderator is refused
 * every moderation route, lifting their own suspension included (docs/decisions/098-a-suspended-moderator-cannot-moderate.md).
 */
export const requireModerator = createMiddleware<ModeratorEnv>(async (c, next) => {
  const { database, clock } = c.var.deps;
  if (!(await isModerator(database.drizzle, c.var.userId))) return apiError(c, 403, "moderatorsOnly");
  const until = await suspendedUntil(database.drizzle, c.var.userId, clock());
  if (until) return apiError(c, 403, { code: "accountSuspended", params: { until: until.toISOString() } });
  c.set("moderator", { userId: c.var.userId, email: c.var.userEmail });
  await next();
});
