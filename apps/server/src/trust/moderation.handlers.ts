import {
  moderationOverviewSchema,
  type moderationReasonSchema,
  type moderationTargetSchema,
  type suspensionInputSchema,
} from "@riles/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Context } from "hono";
import { apiError } from "#server/http/api-error.ts";
import { type Answer, answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { doneAnswerSchema, suspendedAnswerSchema } from "./moderation-answers";
import type { ModerationResult } from "./moderation-store";
import { liftSuspension, moderationOverview, setHidden, suspendReporter } from "./moderation-store";
import type { ModeratorEnv } from "./require-moderator";

type Action<Body extends StandardSchemaV1> = Context<
  ModeratorEnv,
  string,
  Validated<"param", typeof moderationTargetSchema> & Validated<"json", Body>
>;

function answer<T, Schema extends StandardSchemaV1>(
  c: Context<ModeratorEnv>,
  result: ModerationResult<T>,
  schema: Schema,
  body: (value: T) => Answer<Schema>,
) {
  if (!result.ok) return apiError(c, result.status, result.refusal);
  // This process's cached answers go at once; the others' when the change notice reaches them.
  c.var.deps.events.standingMayHaveChanged();
  return answerJson(c, schema, body(result.value));
}

export async function overview(c: Context<ModeratorEnv>) {
  const { database, clock } = c.var.deps;
  c.header("Cache-Control", "no-store");
  return answerJson(
    c,
    moderationOverviewSchema,
    await moderationOverview(database.drizzle, c.var.moderator, clock()),
  );
}

export function hideOrUnhide(hidden: boolean) {
  return async (c: Action<typeof moderationReasonSchema>) => {
    const { database, clock } = c.var.deps;
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await setHidden(database.drizzle, id, hidden, reason, c.var.moderator, clock());
    return answer(c, result, doneAnswerSchema, () => ({ ok: true as const }));
  };
}

export async function suspend(c: Action<typeof suspensionInputSchema>) {
  const { database, clock } = c.var.deps;
  const { reason, days } = c.req.valid("json");
  const result = await suspendReporter(
    database.drizzle,
    c.req.valid("param").id,
    days,
    reason,
    c.var.moderator,
    clock(),
  );
  return answer(c, result, suspendedAnswerSchema, ({ until }) => ({ until: until.toISOString() }));
}

export async function lift(c: Action<typeof moderationReasonSchema>) {
  const { database, clock } = c.var.deps;
  const result = await liftSuspension(
    database.drizzle,
    c.req.valid("param").id,
    c.req.valid("json").reason,
    c.var.moderator,
    clock(),
  );
  return answer(c, result, doneAnswerSchema, () => ({ ok: true as const }));
}
