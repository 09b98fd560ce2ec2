import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import { apiRefusal } from "./api-error";

/**
 * Validates one part of a request with a core schema and describes it in /api/openapi.json. The one hook:
 * a refusal is 400 `{ "error": <first message>, "code" }`, the message our schemas phrase for people.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result, c) => {
    if (!result.success) return apiRefusal(c, 400, result.error[0]?.message ?? "Invalid input");
  });
}
