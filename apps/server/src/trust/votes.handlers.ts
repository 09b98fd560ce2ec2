import {
  accountRolesSchema,
  type moderationTargetSchema,
  reportVotesSchema,
  type voteInputSchema,
} from "@riles/core";
import type { Context } from "hono";
import type { AppEnv } from "#server/app-env.ts";
import type { SignedInEnv } from "#server/auth/require-session.ts";
import { apiError } from "#server/http/api-error.ts";
import { answerJson } from "#server/http/json-text.ts";
import type { Validated } from "#server/http/validate.ts";
import { isModerator } from "./moderation-store";
import { castVote, readVotes } from "./votes";

type Target = Validated<"param", typeof moderationTargetSchema>;

export async function reportVotes(c: Context<AppEnv, string, Target>) {
  const { database, auth } = c.var.deps;
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  const votes = await readVotes(database.drizzle, c.req.valid("param").id, session?.user.id ?? null);
  c.header("Cache-Control", "no-store");
  if (!votes) return apiError(c, 404, "reportNotFound");
  return answerJson(c, reportVotesSchema, votes);
}

export async function vote(
  c: Context<SignedInEnv, string, Target & Validated<"json", typeof voteInputSchema>>,
) {
  const { database, clock, events } = c.var.deps;
  const result = await castVote(
    database.drizzle,
    c.req.valid("param").id,
    c.var.userId,
    c.req.valid("json").vote,
    clock(),
  );
  if (!result.ok) return apiError(c, result.status, result.refusal);
  events.standingMayHaveChanged({ lineId: result.line_id, stationId: result.station_id });
  return answerJson(c, reportVotesSchema, result.votes);
}

export async function accountRoles(c: Context<AppEnv>) {
  const { database, auth } = c.var.deps;
  c.header("Cache-Control", "no-store");
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  // The web app's first screen asks before it knows who is signed in: no is an answer, not a refusal.
  const moderator = session ? await isModerator(database.drizzle, session.user.id) : false;
  return answerJson(c, accountRolesSchema, { moderator });
}
