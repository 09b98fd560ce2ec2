import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "./api-error";
import { MAX_JSON_BODY_BYTES } from "./json-body";

/** POSTs to the API must say they carry JSON; this also keeps plain HTML forms of other sites out. */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return apiError(c, 415, "The request must have Content-Type: application/json");
  }
  await next();
};

/**
 * Stops reading a body at 16 KB instead of buffering whatever a client sends. The rest of it is never
 * read, so the connection cannot carry another request: the answer says it closes.
 */
export const limitJsonBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => {
    c.header("Connection", "close");
    return apiError(c, 400, `The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB`);
  },
});
