import { MAX_JSON_BODY_KB } from "@riles/core";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "#server/app-env.ts";
import { apiError } from "./api-error";
import { lingerThenClose } from "./linger-close";

const MAX_JSON_BODY_BYTES = MAX_JSON_BODY_KB * 1024;

/**
 * The one way a body enters the API, for our routes and better-auth's alike: its refusals are
 * worded here only. Content type and size are checked for every API POST (before the route is known, so a
 * plain HTML form of another site never reaches a handler); `readJsonObject` runs on the routes that read
 * a body, after they have checked who is asking.
 */

/** POSTs to the API must say they carry JSON; this also keeps plain HTML forms of other sites out. */
export const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return apiError(c, 415, "jsonContentTypeRequired");
  }
  await next();
};

const limitBody: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => {
    // Tests that call the app without a server have no socket to close.
    if (c.env?.incoming) lingerThenClose(c.env.incoming, c.env.outgoing);
    c.header("Connection", "close");
    return apiError(c, 413, "bodyTooLarge");
  },
});

/** A GET or HEAD has no body: Node's request never gives one to Hono (@hono/node-server). */
const BODILESS = new Set(["GET", "HEAD"]);

/**
 * Stops keeping a body at 16 KB instead of buffering whatever a client sends: 413, and the connection
 * closes once the rest has been read into nothing, so the client can read the answer. A GET or HEAD is let
 * through unasked: asking for its body makes Hono build the whole web Request, a fifth of a small
 * answer's time (docs/decisions/116-journeys-cheaper-per-request.md).
 */
export const limitJsonBody: MiddlewareHandler<AppEnv> = (c, next) =>
  BODILESS.has(c.req.method) ? next() : limitBody(c, next);

/**
 * The body must be a JSON object. Read once: Hono keeps the text, so the route's validator (and
 * `bodyText` for better-auth) read it again without touching the network.
 */
export const readJsonObject: MiddlewareHandler = async (c, next) => {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return apiError(c, 400, "bodyNotJson");
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return apiError(c, 400, "bodyNotObject");
  }
  await next();
};
