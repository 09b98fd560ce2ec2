import { accountRolesSchema, moderationTargetSchema, reportVotesSchema, voteInputSchema } from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { requireSession } from "#server/auth/require-session.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling, perAddressCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, POST_REFUSALS, refusals } from "#server/openapi/describe.ts";
import { accountRoles, reportVotes, vote } from "./votes.handlers";

/**
 * Riders confirm or dispute each other's reports (docs/decisions/040-reports-people-can-trust.md).
 * Mounted at /api/reports, beside the reports' own routes.
 */
export function voteRoutes(limits: { perAccount: MiddlewareHandler; perAddress: MiddlewareHandler }) {
  const routes = new Hono<AppEnv>();
  routes.get(
    "/:id/votes",
    describeRoute({
      summary:
        "A report's confirmations and disputes; for a signed-in rider also their vote and whether it is theirs",
      responses: { 200: jsonAnswer("Votes", reportVotesSchema), ...refusals(400, 404, 429) },
    }),
    perAddressCeiling((deps) => deps.readsPerAddress, "tooManyRequests"),
    validate("param", moderationTargetSchema),
    reportVotes,
  );
  routes.post(
    "/:id/vote",
    describeRoute({
      summary:
        "Confirm or dispute another rider's report of the last 30 minutes (signed in; sent again, the vote changes)",
      responses: {
        200: jsonAnswer("The report's votes after this one", reportVotesSchema),
        ...refusals(...POST_REFUSALS, 401, 403, 404, 409, 429),
      },
    }),
    databaseRequestsCeiling,
    requireSession,
    limits.perAccount,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", voteInputSchema),
    // After the body is read whole: a request trickling its body in holds no share of its network's.
    limits.perAddress,
    vote,
  );
  return routes;
}

/** What a signed-in account may do beyond reporting. Mounted at /api/account. */
export function accountRoutes() {
  return new Hono<AppEnv>().get(
    "/roles",
    describeRoute({
      summary: "What the asking account may do beyond reporting (moderate); signed out, nothing",
      responses: { 200: jsonAnswer("Roles", accountRolesSchema), ...refusals(429) },
    }),
    databaseRequestsCeiling,
    accountRoles,
  );
}
