import { refusalOfIssue } from "@riles/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import { apiError } from "./api-error";

/**
 * Validates one part of a request with a core schema and describes it in /api/openapi.json. The one hook:
 * a refusal is 400 with the first issue's refusal (its message carries the code and params, see
 * docs/decisions/037-refusals-by-code.md).
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result, c) => {
    if (!result.success) return apiError(c, 400, refusalOfIssue(result.error[0]?.message));
  });
}

/** What a handler reads with `c.req.valid(target)` after `validate(target, schema)`. */
export type Validated<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1> = {
  out: { [Part in Target]: StandardSchemaV1.InferOutput<Schema> };
};
