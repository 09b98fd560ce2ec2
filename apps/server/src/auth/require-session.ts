import { createMiddleware } from "hono/factory";
import type { AppEnv } from "#server/app-env.ts";
import { apiError } from "#server/http/api-error.ts";

/** A route behind this knows who is asking: the signed-in user's id. */
export type SignedInEnv = {
  Variables: AppEnv["Variables"] & { userId: string; userEmail: string };
  Bindings: AppEnv["Bindings"];
};

/** 401 before anything else is read, so a signed-out client learns that first. */
export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  const session = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return apiError(c, 401, "signInRequired");
  c.set("userId", session.user.id);
  c.set("userEmail", session.user.email);
  await next();
});
