import { feedbackAnswerSchema, feedbackInputSchema } from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { feedback } from "../db/schema";
import { readJsonObject } from "../http/json-body";
import { validate } from "../http/validate";
import { jsonAnswer, POST_REFUSALS, refusals } from "../openapi/describe";

/** POST /api/feedback: an in-app bug report (Settings' own form when no external form is configured). */
export function feedbackRoutes(limit: MiddlewareHandler) {
  return new Hono<AppEnv>().post(
    "/feedback",
    describeRoute({
      summary: "Store an in-app bug report",
      responses: { 201: jsonAnswer("Stored", feedbackAnswerSchema), ...refusals(...POST_REFUSALS, 429) },
    }),
    limit,
    readJsonObject,
    validate("json", feedbackInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const [stored] = await c.var.deps.database.drizzle
        .insert(feedback)
        .values({
          message: input.message,
          contact: input.contact ?? null,
          page: input.page ?? null,
          userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
          createdAt: c.var.deps.clock(),
        })
        .returning({ id: feedback.id });
      if (!stored) throw new Error("The feedback insert returned no row");
      return c.json({ id: stored.id }, 201);
    },
  );
}
