import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppEnv } from "#server/app-env.ts";

/** A request id a client or proxy may send to have its own id on our lines: short and plain. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The route that answered, as declared (`/api/reports`, not the path with its values), for labels: the
 * last handler that ran, which Hono's dispatch leaves in `routeIndex`.
 */
function routeOf(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  return routePath(c, c.req.routeIndex) || "unmatched";
}

/**
 * Gives every request an id, sent back as `X-Request-Id` and put on every log line the request writes
 * (`c.var.log`), then logs one line when it is answered and counts it in the metrics.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { logger, metrics } = c.var.deps;
  const sent = c.req.header("x-request-id");
  const requestId = sent && ACCEPTED_ID.test(sent) ? sent : randomUUID();
  const log = logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  const started = performance.now();
  await next();
  const seconds = (performance.now() - started) / 1000;
  const route = routeOf(c);
  const status = c.res.status;
  try {
    c.res.headers.set("X-Request-Id", requestId);
  } catch {
    // An answer with immutable headers (one fetched from elsewhere): copied to add ours.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("X-Request-Id", requestId);
  }
  metrics.requests.inc({ method: c.req.method, route, status: String(status) });
  metrics.latency.observe({ method: c.req.method, route }, seconds);
  log.info(
    { method: c.req.method, route, path: c.req.path, status, ms: Math.round(seconds * 1000) },
    "answered",
  );
};
