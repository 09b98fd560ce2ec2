import { MESSAGES } from "@riles/core";
import type { Context } from "hono";

export const MAX_JSON_BODY_BYTES = 16 * 1024;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * The request's JSON body; the caller validates its shape with a core schema. `leaveUnread` reads a copy,
 * for middleware whose route handler (better-auth) reads the body itself.
 */
export async function readJsonBody(c: Context, { leaveUnread = false } = {}): Promise<JsonBodyResult> {
  const text = leaveUnread ? await c.req.raw.clone().text() : await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    return { ok: false, message: `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: `${MESSAGES.bodyNotObject}: the body is not valid JSON` };
  }
}
