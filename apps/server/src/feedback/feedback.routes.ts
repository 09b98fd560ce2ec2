import { feedbackAnswerSchema, feedbackInputSchema } from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "#server/app-env.ts";
import { readJsonObject } from "#server/http/json-body.ts";
import { databaseRequestsCeiling } from "#server/http/per-address-ceiling.ts";
import { validate } from "#server/http/validate.ts";
import { jsonAnswer, POST_REFUSALS, refusals } from "#server/openapi/describe.ts";
import { storeFeedback } from "./feedback.handlers";

/** POST /api/feedback. Mounted at /api/feedback. */
export function feedbackRoutes(limit: MiddlewareHandler) {
  return new Hono<AppEnv>().post(
    "/",
    describeRoute({
      summary: "Store an in-app bug report",
      responses: { 201: jsonAnswer("Stored", feedbackAnswerSchema), ...refusals(...POST_REFUSALS, 429) },
    }),
    databaseRequestsCeiling,
    limit,
    readJsonObject,
    validate("json", feedbackInputSchema),
    storeFeedback,
  );
}
