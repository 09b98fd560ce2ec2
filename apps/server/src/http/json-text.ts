import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { Context, TypedResponse } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

declare const holds: unique symbol;

/**
 * JSON text that says in its type what it holds. Cached answers are serialised once and sent many times
 * (docs/decisions/055-server-routes-and-handlers.md); this keeps them as checked as `c.json` would.
 */
export type JsonText<T> = string & { readonly [holds]: T };

/** What a route declares it answers: the output of the core schema its description names. */
export type Answer<Schema extends StandardSchemaV1> = StandardSchemaV1.InferOutput<Schema>;

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

/** A JSON answer, checked against the schema the route declares in /api/openapi.json. */
export function answerJson<Schema extends StandardSchemaV1, Status extends ContentfulStatusCode = 200>(
  c: Context,
  _declared: Schema,
  value: Answer<Schema>,
  status?: Status,
): Response & TypedResponse<Answer<Schema>, Status, "json"> {
  return c.json(value as object, status) as Response & TypedResponse<Answer<Schema>, Status, "json">;
}

/** JSON serialised earlier (a cache's), checked against the declared schema like `answerJson`. */
export function answerJsonText<Schema extends StandardSchemaV1>(
  c: Context,
  _declared: Schema,
  text: JsonText<Answer<Schema>>,
): Response & TypedResponse<Answer<Schema>, 200, "json"> {
  c.header("Content-Type", "application/json");
  // The text is that value's JSON, so the answer is what `c.json(value)` would have typed.
  return c.body(text) as unknown as Response & TypedResponse<Answer<Schema>, 200, "json">;
}
