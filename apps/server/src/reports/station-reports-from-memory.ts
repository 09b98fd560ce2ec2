import type { IncomingMessage, ServerResponse } from "node:http";
import { reportsQuerySchema } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { recordAnswer, requestIdOf } from "#server/observability/request-log.ts";
import { stationKey } from "./report-events";

const ROUTE = "/api/reports";
const PATH_AND_QUERY = `${ROUTE}?`;

/** The headers `stationReports` sets itself. */
export const STATION_REPORTS_HEADERS = { "Content-Type": "application/json", "Cache-Control": "no-store" };

/**
 * `GET /api/reports?line=&station=` answered straight from Node's request when the station's answer is
 * kept and still true: the app's busiest read, mostly asked of a few stations, costs Hono's Request,
 * Response and middleware more than the answer itself (docs/decisions/060-reads-from-memory.md). It writes
 * what the Hono route would (the same bytes, the headers `apiHeaders` asked of the same middleware, a
 * request id, the `answered` line and the metrics). Anything else, a request naming an Origin (CORS
 * answers depend on it) or an answer not kept, is left to Hono: returns false.
 */
export function stationReportsFromMemory(
  deps: Pick<AppDeps, "events" | "clock" | "logger" | "metrics">,
  apiHeaders: readonly string[],
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const fixed = [
    ...apiHeaders,
    ...Object.entries(STATION_REPORTS_HEADERS).flatMap(([name, value]) => [name.toLowerCase(), value]),
  ];
  return (incoming, outgoing) => {
    const url = incoming.url ?? "";
    if (incoming.method !== "GET" || !url.startsWith(PATH_AND_QUERY) || incoming.headers.origin !== undefined)
      return false;
    const started = performance.now();
    const key = stationKeyOf(new URLSearchParams(url.slice(PATH_AND_QUERY.length)));
    const bytes = key && deps.events.cache.bytesIfFresh(key, deps.clock());
    if (!bytes) return false;
    const sent = incoming.headers["x-request-id"];
    const requestId = requestIdOf(typeof sent === "string" ? sent : undefined);
    outgoing.writeHead(200, [...fixed, "content-length", String(bytes.length), "x-request-id", requestId]);
    outgoing.end(bytes);
    recordAnswer(deps, deps.logger.child({ requestId }), {
      method: "GET",
      route: ROUTE,
      path: ROUTE,
      status: 200,
      seconds: (performance.now() - started) / 1000,
    });
    return true;
  };
}

/** The cache key of a query of exactly one known line and one of its stations; null for anything else. */
function stationKeyOf(query: URLSearchParams): string | null {
  let parameters = 0;
  for (const _ of query.keys()) parameters += 1;
  if (parameters !== 2) return null;
  const parsed = reportsQuerySchema.safeParse({ line: query.get("line"), station: query.get("station") });
  return parsed.success ? stationKey(parsed.data.line, parsed.data.station) : null;
}
