import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Every API error has this shape: a message a person can read, never a stack trace. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json({ error: message }, status);
}
