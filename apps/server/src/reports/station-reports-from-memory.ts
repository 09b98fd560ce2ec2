import type { IncomingMessage, ServerResponse } from "node:http";
import { reportsQuerySchema } from "@riles/core";
import type { AppDeps } from "#server/app-env.ts";
import { NodeAnswer } from "#server/observability/node-answer.ts";
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
  deps: Pick<AppDeps, "events" | "clock" | "logger" | "metrics" | "config">,
  apiHeaders: readonly string[],
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const answer = new NodeAnswer(deps, ROUTE, apiHeaders, STATION_REPORTS_HEADERS);
  const keys = new StationKeysOfQueries();
  return (incoming, outgoing) => {
    const url = incoming.url ?? "";
    if (incoming.method !== "GET" || !url.startsWith(PATH_AND_QUERY) || incoming.headers.origin !== undefined)
      return false;
    const started = performance.now();
    const key = keys.of(url.slice(PATH_AND_QUERY.length));
    const bytes = key && deps.events.cache.bytesIfFresh(key, deps.clock());
    if (!bytes) return false;
    answer.write(outgoing, answer.requestId(incoming), started, bytes);
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
