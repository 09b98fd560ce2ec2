import { REFUSAL_TEXTS, type RefusalCode, refusalCodeOf } from "@riles/core";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Every API error has this shape: a message a person can read (English), never a stack trace, and the
 * stable code a client shows in its user's language (docs/decisions/033-languages-on-the-server.md).
 */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: RefusalCode,
  message: string = REFUSAL_TEXTS[code],
  /** Values the words name (a suspension's end), for a client that words the refusal itself. */
  params?: Record<string, string>,
) {
  return c.json(params ? { error: message, code, params } : { error: message, code }, status);
}

/** A refusal in a schema's words, which may name the value sent; its code is found from the words. */
export function apiRefusal(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ error: message, code: refusalCodeOf(message) }, status);
}
