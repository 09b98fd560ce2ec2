import { feedbackAnswerSchema, feedbackInputSchema } from "@riles/core";
import { Hono, type MiddlewareHandler } from "hono";
import { describeRoute } from "hono-openapi";
import type { AppEnv } from "../app-env";
import { readJsonObject } from "../http/json-body";
import { validate } from "../http/validate";
import { jsonAnswer, POST_REFUSALS, refusals } from "../openapi/describe";
import { storeFeedback } from "./feedback.handlers";

/** POST /api/feedback. Mounted at /api/feedback. */
export function feedbackRoutes(limit: MiddlewareHandler) {
  return new Hono<AppEnv>().post(
    "/",
    describeRoute({
      summary: "Store an in-app bug report",
      responses: { 201: jsonAnswer("Stored", feedbackAnswerSchema), ...refusals(...POST_REFUSALS, 429) },
    }),
    limit,
    readJsonObject,
    validate("json", feedbackInputSchema),
    storeFeedback,
  );
}
