import { MESSAGES } from "@riles/core";
import type { Context } from "hono";

export const MAX_JSON_BODY_BYTES = 16 * 1024;

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; message: string };

/** The request's JSON body; the caller validates its shape with a core schema. */
export async function readJsonBody(c: Context): Promise<JsonBodyResult> {
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    return { ok: false, message: `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB` };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: `${MESSAGES.bodyNotObject}: the body is not valid JSON` };
  }
}
