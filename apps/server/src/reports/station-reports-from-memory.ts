import type { IncomingMessage, ServerResponse } from "node:http";
import { reportsQuerySchema } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { NodeRouteLog } from "#server/observability/request-log.ts";
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
  const log = new NodeRouteLog(deps, ROUTE);
  const keys = new StationKeysOfQueries();
  // Node reads the head's fields as it writes them: one array, refilled per answer, spares a copy.
  const head = [
    ...apiHeaders,
    ...Object.entries(STATION_REPORTS_HEADERS).flatMap(([name, value]) => [name.toLowerCase(), value]),
    "content-length",
    "",
    "x-request-id",
    "",
  ];
  const LENGTH = head.length - 3;
  const REQUEST_ID = head.length - 1;
  return (incoming, outgoing) => {
    const url = incoming.url ?? "";
    if (incoming.method !== "GET" || !url.startsWith(PATH_AND_QUERY) || incoming.headers.origin !== undefined)
      return false;
    const started = performance.now();
    const key = keys.of(url.slice(PATH_AND_QUERY.length));
    const bytes = key && deps.events.cache.bytesIfFresh(key, deps.clock());
    if (!bytes) return false;
    const requestId = log.requestId(incoming);
    head[LENGTH] = String(bytes.length);
    head[REQUEST_ID] = requestId;
    outgoing.writeHead(200, head);
    outgoing.end(bytes);
    log.answered(requestId, started);
    return true;
  };
}

/** Past this many different query texts the ones remembered are forgotten: any client can send new ones. */
const QUERIES_REMEMBERED = 4096;

/**
 * The cache keys of the query texts asked lately: a screen asks the same few texts again and again, and
 * parsing and checking one costs more than the rest of a kept answer (docs/decisions/069-reads-and-streams-leaner.md).
 */
class StationKeysOfQueries {
  private readonly known = new Map<string, string | null>();

  of(query: string): string | null {
    let key = this.known.get(query);
    if (key === undefined) {
      if (this.known.size >= QUERIES_REMEMBERED) this.known.clear();
      key = stationKeyOf(new URLSearchParams(query));
      this.known.set(query, key);
    }
    return key;
  }
}

/** The cache key of a query of exactly one known line and one of its stations; null for anything else. */
function stationKeyOf(query: URLSearchParams): string | null {
  let parameters = 0;
  for (const _ of query.keys()) parameters += 1;
  if (parameters !== 2) return null;
  const parsed = reportsQuerySchema.safeParse({ line: query.get("line"), station: query.get("station") });
  return parsed.success ? stationKey(parsed.data.line, parsed.data.station) : null;
}
