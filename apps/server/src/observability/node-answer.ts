import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppDeps } from "#server/app-env.ts";
import { NodeRouteLog } from "./request-log";

/**
 * A route's 200 answers written straight from Node's request, without Hono
 * (docs/decisions/060-reads-from-memory.md): the route's own headers after the security and CORS headers
 * the app's middleware give an API answer (`apiHeaders`, asked of them at start), its length, a request
 * id, the `answered` line and the request metrics, as the Hono route would.
 */
export class NodeAnswer {
  private readonly log: NodeRouteLog;
  // Node reads the head's fields as it writes them: one array, refilled per answer, spares a copy.
  private readonly head: string[];
  private readonly lengthAt: number;
  private readonly requestIdAt: number;

  constructor(
    deps: Pick<AppDeps, "logger" | "metrics" | "config">,
    route: string,
    apiHeaders: readonly string[],
    routeHeaders: Record<string, string>,
  ) {
    this.log = new NodeRouteLog(deps, route);
    this.head = [
      ...apiHeaders,
      ...Object.entries(routeHeaders).flatMap(([name, value]) => [name.toLowerCase(), value]),
      "content-length",
      "",
      "x-request-id",
      "",
    ];
    this.lengthAt = this.head.length - 3;
    this.requestIdAt = this.head.length - 1;
  }

  /** The id the request goes by: its `X-Request-Id` when usable, else a new one. */
  requestId(incoming: IncomingMessage): string {
    return this.log.requestId(incoming);
  }

  /** Answers 200 with `body`, then logs and counts the answer as taken since `started` (performance.now()). */
  write(outgoing: ServerResponse, requestId: string, started: number, body: Uint8Array | string): void {
    this.head[this.lengthAt] = String(typeof body === "string" ? Buffer.byteLength(body) : body.length);
    this.head[this.requestIdAt] = requestId;
    outgoing.writeHead(200, this.head);
    outgoing.end(body);
    this.log.answered(requestId, started);
  }
}
