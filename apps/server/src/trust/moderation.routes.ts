import {
  moderationOverviewSchema,
  moderationReasonSchema,
  moderationTargetSchema,
  suspensionInputSchema,
} from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import { requireSession } from "#server/auth/require-session.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, POST_REFUSALS, refusals } from "#server/openapi/describe.ts";
import { hideOrUnhide, lift, overview, suspend } from "./moderation.handlers";
import { doneAnswerSchema, suspendedAnswerSchema } from "./moderation-answers";
import { type ModeratorEnv, requireModerator } from "./require-moderator";

// Every moderation route answers 401 signed out and 403 to a non-moderator before reading its target or
// body: the same answer whether or not the report or suspension exists.
const ACTION_REFUSALS = refusals(...POST_REFUSALS, 401, 403, 404, 409, 429);

/**
 * Moderators act on reports and accounts; every action is audited (docs/decisions/041-moderation.md).
 * Mounted at /api/moderation.
 */
export function moderationRoutes(limitActions: MiddlewareHandler) {
  const routes = new Hono<ModeratorEnv>();
  routes.use(databaseRequestsCeiling, requireSession, requireModerator);

  routes.get(
    "/",
    describeRoute({
      summary: "Moderators: reports of the last 24 hours with their accounts, and the audit log",
      responses: { 200: jsonAnswer("Overview", moderationOverviewSchema), ...refusals(401, 403, 429) },
    }),
    overview,
  );

  const hideRoute = (path: string, hidden: boolean, summary: string) =>
    routes.post(
      path,
      describeRoute({
        summary,
        responses: { 200: jsonAnswer("Done", doneAnswerSchema), ...ACTION_REFUSALS },
      }),
      limitActions,
      validate("param", moderationTargetSchema),
      readJsonObject,
      validate("json", moderationReasonSchema),
      hideOrUnhide(hidden),
    );
  hideRoute("/reports/:id/hide", true, "Moderators: hide a report (a reason is required); it stops counting");
  hideRoute("/reports/:id/unhide", false, "Moderators: lift a report's hide (a reason is required)");

  routes.post(
    "/reports/:id/suspend",
    describeRoute({
      summary:
        "Moderators: suspend the account behind a report for 1, 7 or 30 days; its reports of the last 24 hours stop counting",
      responses: { 200: jsonAnswer("Suspended until", suspendedAnswerSchema), ...ACTION_REFUSALS },
    }),
    limitActions,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", suspensionInputSchema),
    suspend,
  );

  routes.post(
    "/suspensions/:id/lift",
    describeRoute({
      summary: "Moderators: lift a suspension in force (a reason is required); its reports count again",
      responses: { 200: jsonAnswer("Done", doneAnswerSchema), ...ACTION_REFUSALS },
    }),
    limitActions,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", moderationReasonSchema),
    lift,
  );

  return routes;
}
