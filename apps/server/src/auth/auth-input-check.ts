import {
  accountNameSchema,
  credentialsSchema,
  firstRefusal,
  isStorableText,
  issueText,
  MAX_JSON_DEPTH,
  passwordSchema,
  signUpSchema,
} from "@riles/core";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { apiError } from "#server/http/api-error.ts";
import { isCommonPassword } from "./common-passwords";

/**
 * What our forms allow, for the better-auth routes that store what they are sent. Checked before
 * better-auth sees the request, so the server refuses exactly what the forms refuse, with the same words,
 * and nothing a person typed can be stored that PostgreSQL would refuse.
 */
const emailOnly = credentialsSchema.pick({ email: true });

/**
 * The picture better-auth keeps beside an account, at sign-up as at a change: no form of ours sends one,
 * and unchecked at sign-up a client stored some 16 KB with each account instead of a few hundred bytes.
 */
const imageField = z
  .string()
  .max(300, { error: issueText({ code: "imageTooLong" }) })
  .nullish();

const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "/api/auth/sign-up/email": signUpSchema.extend({ image: imageField }),
  "/api/auth/sign-in/email": credentialsSchema,
  "/api/auth/change-password": z.object({ newPassword: passwordSchema }),
  "/api/auth/reset-password": z.object({ newPassword: passwordSchema }),
  "/api/auth/request-password-reset": emailOnly,
  "/api/auth/send-verification-email": emailOnly,
  // Deleting an account always asks for its password, however fresh the session.
  "/api/auth/delete-user": z.object({
    password: z
      .string({ error: issueText({ code: "passwordRequired" }) })
      .min(1, { error: issueText({ code: "passwordRequired" }) }),
  }),
  "/api/auth/update-user": z.object({
    name: accountNameSchema.optional(),
    image: imageField,
    language: signUpSchema.shape.language,
  }),
};

/** Where a route carries a password being chosen, which must not be one of the common ones. */
const NEW_PASSWORD_FIELDS: Record<string, string> = {
  "/api/auth/sign-up/email": "password",
  "/api/auth/change-password": "newPassword",
  "/api/auth/reset-password": "newPassword",
};

/**
 * Whether every string anywhere in the body, keys included, is text PostgreSQL can store, or the first
 * reason it is not; lists and objects deeper than MAX_JSON_DEPTH are refused unread.
 */
function unstorable(value: unknown, depth = 0): "textNotStorable" | "bodyTooDeep" | null {
  if (typeof value === "string") return isStorableText(value) ? null : "textNotStorable";
  if (value === null || typeof value !== "object") return null;
  if (depth >= MAX_JSON_DEPTH) return "bodyTooDeep";
  for (const [key, item] of Object.entries(value)) {
    const refusal = isStorableText(key) ? unstorable(item, depth + 1) : "textNotStorable";
    if (refusal) return refusal;
  }
  return null;
}

/** Runs after http/json-body.ts's `readJsonObject`: the body is a JSON object. */
export const checkAuthInput: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const body: unknown = await c.req.json();
  const refusal = unstorable(body);
  if (refusal) return apiError(c, 400, refusal);
  const schema = BODY_SCHEMAS[c.req.path];
  const parsed = schema?.safeParse(body);
  if (parsed && !parsed.success) return apiError(c, 400, firstRefusal(parsed.error));
  const field = NEW_PASSWORD_FIELDS[c.req.path];
  const chosen = field ? (body as Record<string, unknown>)[field] : undefined;
  if (typeof chosen === "string" && (await isCommonPassword(chosen))) {
    return apiError(c, 400, "passwordTooCommon");
  }
  await next();
};
