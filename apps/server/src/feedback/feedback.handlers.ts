import { feedbackAnswerSchema, type feedbackInputSchema } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import { feedback } from "#server/db/schema.ts";
import { answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";

/** An in-app bug report (Settings' own form when no external form is configured). */
export async function storeFeedback(
  c: Context<AppEnv, string, Validated<"json", typeof feedbackInputSchema>>,
) {
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
  return answerJson(c, feedbackAnswerSchema, { id: stored.id }, 201);
}
