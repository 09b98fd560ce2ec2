import { credentialsSchema, firstIssueMessage } from "@riles/core";
import type { MiddlewareHandler } from "hono";
import { apiError } from "../http/api-error";

/**
 * The sign-in and sign-up forms' rules (core's credentials schema), checked before better-auth sees the
 * request so the server refuses exactly what the form refuses, with the same words.
 */
export const checkCredentials: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST") return next();
  let body: unknown;
  try {
    body = JSON.parse(await c.req.raw.clone().text());
  } catch {
    return apiError(c, 400, "The request body must be a JSON object");
  }
  const credentials = credentialsSchema.safeParse(body);
  if (!credentials.success) return apiError(c, 400, firstIssueMessage(credentials.error));
  await next();
};
