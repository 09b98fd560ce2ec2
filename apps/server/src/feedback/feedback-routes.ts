import { feedbackInputSchema, firstIssueMessage } from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "../app-env";
import { feedback } from "../db/schema";
import { apiError } from "../http/api-error";
import { readJsonBody } from "../http/json-body";

/** Stores an in-app bug report (Settings' own form when no external form is configured). */
export async function postFeedback(c: Context<AppEnv>) {
  const body = await readJsonBody(c);
  if (!body.ok) return apiError(c, 400, body.message);
  const input = feedbackInputSchema.safeParse(body.value);
  if (!input.success) return apiError(c, 400, firstIssueMessage(input.error));
  const [stored] = await c.var.deps.db.db
    .insert(feedback)
    .values({
      message: input.data.message,
      contact: input.data.contact ?? null,
      page: input.data.page ?? null,
      userAgent: c.req.header("user-agent")?.slice(0, 300) ?? null,
      createdAt: c.var.deps.clock(),
    })
    .returning({ id: feedback.id });
  return c.json({ id: stored?.id }, 201);
}
