import { createMiddleware } from "hono/factory";
import type { SignedInEnv } from "#server/auth/require-session.ts";
import { apiError } from "#server/http/api-error.ts";
import { isModerator, type Moderator } from "./moderation-store";

export type ModeratorEnv = {
  Variables: SignedInEnv["Variables"] & { moderator: Moderator };
  Bindings: SignedInEnv["Bindings"];
};

/**
 * After requireSession: 403 for an account that is not a moderator, before the target or the body is
 * read, so the answer is the same whether or not the target exists.
 */
export const requireModerator = createMiddleware<ModeratorEnv>(async (c, next) => {
  if (!(await isModerator(c.var.deps.database.drizzle, c.var.userId)))
    return apiError(c, 403, "moderatorsOnly");
  c.set("moderator", { userId: c.var.userId, email: c.var.userEmail });
  await next();
});
