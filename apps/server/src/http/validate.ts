import { refusalOfIssue, shownInput } from "@riles/core";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { validator } from "hono-openapi";
import { apiError } from "./api-error";

/**
 * Validates one part of a request with a core schema and describes it in /api/openapi.json. The one hook:
 * a refusal is 400 with the first issue's refusal (its message carries the code and params, see
 * docs/decisions/037-refusals-by-code.md). A query parameter given twice reaches the schema as a list, whose
 * refusal would name the wrong fault ("required"): a refused query with a repeated parameter says that.
 */
export function validate<Schema extends StandardSchemaV1, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result, c) => {
    if (result.success) return;
    const repeated = target === "query" ? repeatedParameter(new URL(c.req.url).searchParams) : undefined;
    if (repeated !== undefined)
      return apiError(c, 400, { code: "queryRepeated", params: shownInput(repeated) });
    return apiError(c, 400, refusalOfIssue(result.error[0]?.message));
  });
}

/** What a handler reads with `c.req.valid(target)` after `validate(target, schema)`. */
export type Validated<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1> = {
  out: { [Part in Target]: StandardSchemaV1.InferOutput<Schema> };
};

function repeatedParameter(parameters: URLSearchParams): string | undefined {
  const seen = new Set<string>();
  for (const name of parameters.keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}
