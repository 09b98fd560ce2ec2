import { REFUSAL_TEXTS_EN, type Refusal, refusalWords } from "@riles/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** A refusal whose words take no value, named by its code alone. */
export type PlainRefusalCode = Extract<Refusal, { params?: undefined }>["code"];

/**
 * Every API error has this shape: the refusal's English words, never a stack trace, its stable code and
 * the values its words name, for a client to word it in its user's language
 * (docs/decisions/037-refusals-by-code.md).
 */
export function apiError(c: Context, status: ContentfulStatusCode, refusal: Refusal | PlainRefusalCode) {
  const { code, params } = typeof refusal === "string" ? { code: refusal, params: undefined } : refusal;
  const error = refusalWords(REFUSAL_TEXTS_EN, { code, params } as Refusal);
  return c.json(params === undefined ? { error, code } : { error, code, params }, status);
}
