import {
  moderationOverviewSchema,
  moderationReasonSchema,
  moderationTargetSchema,
  suspensionInputSchema,
} from "@riles/core";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import { z } from "zod";
import { requireSession } from "../auth/require-session";
import { apiError } from "../http/api-error";
import { readJsonObject } from "../http/json-body";
import { validate } from "../http/validate";
import { jsonAnswer, POST_REFUSALS, refusals } from "../openapi/describe";
import type { ModerationResult } from "./moderation-store";
import { liftSuspension, moderationOverview, setHidden, suspendReporter } from "./moderation-store";
import { type ModeratorEnv, requireModerator } from "./require-moderator";

const done = z.object({ ok: z.literal(true) });
const suspended = z.object({ until: z.iso.datetime({ offset: true }) });

// Every moderation route answers 401 signed out and 403 to a non-moderator before reading its target or
// body: the same answer whether or not the report or suspension exists.
const ACTION_REFUSALS = refusals(...POST_REFUSALS, 401, 403, 404, 409, 429);

/**
 * Moderators act on reports and accounts; every action is audited (docs/decisions/041-moderation.md).
 * Mounted under /api/moderation.
 */
export function moderationRoutes(limitActions: MiddlewareHandler) {
  const routes = new Hono<ModeratorEnv>();
  routes.use(requireSession, requireModerator);

  const answer = <T>(c: Context<ModeratorEnv>, result: ModerationResult<T>, body: (value: T) => object) => {
    if (!result.ok) return apiError(c, result.status, result.refusal);
    // This process's cached answers go at once; the others' when the change notice reaches them.
    c.var.deps.events.standingMayHaveChanged();
    return c.json(body(result.value));
  };

  routes.get(
    "/",
    describeRoute({
      summary: "Moderators: reports of the last 24 hours with their accounts, and the audit log",
      responses: { 200: jsonAnswer("Overview", moderationOverviewSchema), ...refusals(401, 403) },
    }),
    async (c) => {
      const { database, clock } = c.var.deps;
      c.header("Cache-Control", "no-store");
      return c.json(await moderationOverview(database.drizzle, c.var.moderator, clock()));
    },
  );

  const hideRoute = (path: string, hidden: boolean, summary: string) =>
    routes.post(
      path,
      describeRoute({ summary, responses: { 200: jsonAnswer("Done", done), ...ACTION_REFUSALS } }),
      limitActions,
      validate("param", moderationTargetSchema),
      readJsonObject,
      validate("json", moderationReasonSchema),
      async (c) => {
        const { database, clock } = c.var.deps;
        const { id } = c.req.valid("param");
        const { reason } = c.req.valid("json");
        const result = await setHidden(database.drizzle, id, hidden, reason, c.var.moderator, clock());
        return answer(c, result, () => ({ ok: true }));
      },
    );
  hideRoute("/reports/:id/hide", true, "Moderators: hide a report (a reason is required); it stops counting");
  hideRoute("/reports/:id/unhide", false, "Moderators: lift a report's hide (a reason is required)");

  routes.post(
    "/reports/:id/suspend",
    describeRoute({
      summary:
        "Moderators: suspend the account behind a report for 1, 7 or 30 days; its reports of the last 24 hours stop counting",
      responses: { 200: jsonAnswer("Suspended until", suspended), ...ACTION_REFUSALS },
    }),
    limitActions,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", suspensionInputSchema),
    async (c) => {
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
      return answer(c, result, ({ until }) => ({ until: until.toISOString() }));
    },
  );

  routes.post(
    "/suspensions/:id/lift",
    describeRoute({
      summary: "Moderators: lift a suspension in force (a reason is required); its reports count again",
      responses: { 200: jsonAnswer("Done", done), ...ACTION_REFUSALS },
    }),
    limitActions,
    validate("param", moderationTargetSchema),
    readJsonObject,
    validate("json", moderationReasonSchema),
    async (c) => {
      const { database, clock } = c.var.deps;
      const result = await liftSuspension(
        database.drizzle,
        c.req.valid("param").id,
        c.req.valid("json").reason,
        c.var.moderator,
        clock(),
      );
      return answer(c, result, () => ({ ok: true }));
    },
  );

  return routes;
}
