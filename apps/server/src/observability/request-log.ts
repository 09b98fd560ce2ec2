import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "#server/app-env.ts";
import { fromOurProxy, isOurProxy, type TrustedProxies } from "#server/http/client-address.ts";
import { infoLineWriter, type Logger } from "./logger";

/** A request id our proxy may send to have its own id on our lines: short and plain. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id a request goes by: the one our own proxy sent when usable, else a new one. A client's own is not
 * taken, or it could file its requests under another's id in the logs (docs/decisions/150-request-ids-from-our-proxies.md).
 */
function requestIdOf(sent: string | undefined, fromOurProxy: boolean): string {
  return fromOurProxy && sent && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** What the one `answered` line and the request metrics say of an answer. */
interface Answered {
  method: string;
  /** As declared (`/api/reports`, not the path with its values), for labels. */
  route: string;
  path: string;
  status: number;
  seconds: number;
}

/** Logs one `answered` line on the request's own logger and counts the answer in the metrics. */
function recordAnswer(
  { metrics }: Pick<AppDeps, "metrics">,
  log: Logger,
  { method, route, path, status, seconds }: Answered,
): void {
  metrics.requests.inc({ method, route, status: String(status) });
  metrics.latency.observe({ method, route }, seconds);
  log.info({ method, route, path, status, ms: Math.round(seconds * 1000) }, "answered");
}

/**
 * The request log of one route answered straight from Node's request, without Hono
 * (docs/decisions/060-reads-from-memory.md): the same request id, `answered` line and metrics as
 * `requestLog`, for a GET answered 200. What every answer shares is made once: its metric series and
 * the line's fields; the line is the text a child logger with the request id would write, made without
 * pino's serializer (docs/decisions/073-kept-answers-leaner.md).
 */
export class NodeRouteLog {
  private readonly counted;
  private readonly timed;
  private readonly writeLine;
  /** The line's fields after the request id, up to the time it took. */
  private readonly answerFields: string;
  private readonly proxies: TrustedProxies;

  constructor(deps: Pick<AppDeps, "logger" | "metrics" | "config">, route: string) {
    this.proxies = deps.config.trustedProxies;
    this.counted = deps.metrics.requests.labels({ method: "GET", route, status: "200" });
    this.timed = deps.metrics.latency.labels({ method: "GET", route });
    this.writeLine = infoLineWriter(deps.logger, "answered");
    const fields = { method: "GET", route, path: route, status: 200 };
    this.answerFields = JSON.stringify(fields).slice(1, -1);
  }

  /** The id the request goes by: its `X-Request-Id` when our proxy sent a usable one, else a new one. */
  requestId(incoming: IncomingMessage): string {
    const sent = incoming.headers["x-request-id"];
    const fromOurProxy = isOurProxy(incoming.socket.remoteAddress, this.proxies);
    return requestIdOf(typeof sent === "string" ? sent : undefined, fromOurProxy);
  }

  /** Logs the `answered` line of a request answered 200 since `started` (performance.now()) and counts it. */
  answered(requestId: string, started: number): void {
    const seconds = (performance.now() - started) / 1000;
    this.counted.inc();
    this.timed.observe(seconds);
    // The id is a UUID or passed ACCEPTED_ID: nothing in it needs escaping.
    this.writeLine(`"requestId":"${requestId}",${this.answerFields},"ms":${Math.round(seconds * 1000)}`);
  }
}

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
  const { deps } = c.var;
  const requestId = requestIdOf(c.req.header("x-request-id"), fromOurProxy(c, deps.config.trustedProxies));
  const log = deps.logger.child({ requestId });
  c.set("requestId", requestId);
  c.set("log", log);
  const started = performance.now();
  await next();
  const seconds = (performance.now() - started) / 1000;
  try {
    c.res.headers.set("X-Request-Id", requestId);
  } catch {
    // An answer with immutable headers (one fetched from elsewhere): copied to add ours.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("X-Request-Id", requestId);
  }
  recordAnswer(deps, log, {
    method: c.req.method,
    route: routeOf(c),
    path: c.req.path,
    status: c.res.status,
    seconds,
  });
};
