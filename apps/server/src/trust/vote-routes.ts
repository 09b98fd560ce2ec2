import { accountRolesSchema, moderationTargetSchema, reportVotesSchema, voteInputSchema } from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { requireSession } from "../auth/require-session";
import { apiError } from "../http/api-error";
import { readJsonObject } from "../http/json-body";
import { validate } from "../http/validate";
import { jsonAnswer, POST_REFUSALS, refusals } from "../openapi/describe";
import { isModerator } from "./moderation-store";
import { castVote, readVotes } from "./votes";

/**
 * Riders confirm or dispute each other's reports (docs/decisions/040-reports-people-can-trust.md), and a
 * signed-in account learns its roles. Mounted under /api.
 */
export function voteRoutes(limitVotes: MiddlewareHandler) {
  const routes = new Hono<AppEnv>();

  routes.get(
    "/reports/:id/votes",
    describeRoute({
      summary:
        "A report's confirmations and disputes; for a signed-in rider also their vote and whether it is theirs",
      responses: { 200: jsonAnswer("Votes", reportVotesSchema), ...refusals(400, 404) },
    }),
    validate("param", moderationTargetSchema),
    async (c) => {
      const { database, auth } = c.var.deps;
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      const votes = await readVotes(database.drizzle, c.req.valid("param").id, session?.user.id ?? null);
      c.header("Cache-Control", "no-store");
      if (!votes) return apiError(c, 404, "reportNotFound");
      return c.json(votes);
    },
  );

  routes.post(
    "/reports/:id/vote",
    describeRoute({
      summary:
        "Confirm or dispute another rider's report of the last 30 minutes (signed in; sent again, the vote changes)",
      responses: {
        200: jsonAnswer("The report's votes after this one", reportVotesSchema),
        ...refusals(...POST_REFUSALS, 401, 403, 404, 409, 429),
      },
    }),
    requireSession,
    limitVotes,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", voteInputSchema),
    async (c) => {
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
      return c.json(result.votes);
    },
  );

  routes.get(
    "/account/roles",
    describeRoute({
      summary: "What the asking account may do beyond reporting (moderate); signed out, nothing",
      responses: { 200: jsonAnswer("Roles", accountRolesSchema), ...refusals() },
    }),
    async (c) => {
      const { database, auth } = c.var.deps;
      c.header("Cache-Control", "no-store");
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      // The web app's first screen asks before it knows who is signed in: no is an answer, not a refusal.
      return c.json({ moderator: session ? await isModerator(database.drizzle, session.user.id) : false });
    },
  );

  return routes;
}
