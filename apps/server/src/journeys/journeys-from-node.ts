import type { IncomingMessage, ServerResponse } from "node:http";
import { journeysQuerySchema, leaveTimeInWindow } from "@riles/core";
import { getQueryParams } from "hono/utils/url";
import type { AppDeps } from "#server/app-env.ts";
import { incomingClientAddress } from "#server/http/client-address.ts";
import { NodeAnswer } from "#server/observability/node-answer.ts";
import { JOURNEYS_HEADERS, journeyPlanner } from "./journeys.handlers";

const ROUTE = "/api/journeys";
const PATH_AND_QUERY = `${ROUTE}?`;
const ANSWER_HEADERS = { "Content-Type": "application/json", ...JOURNEYS_HEADERS };

/**
 * The query as the route's validator reads it: Hono's own parsing of the URL, a name given once its
 * value, given more than once its values (hono/validator).
 */
function queryOf(url: string): Record<string, string | string[]> {
  // Without a name Hono's parser gives every name's values.
  const values = getQueryParams(`http://localhost${url}`) as Record<string, string[]>;
  return Object.fromEntries(
    Object.entries(values).map(([name, given]) => [name, given.length === 1 ? (given[0] ?? "") : given]),
  );
}

/**
 * `GET /api/journeys?…` answered straight from Node's request: a plan costs less than Hono's Request,
 * Response and middleware around it (docs/decisions/116-journeys-cheaper-per-request.md, the way of
 * docs/decisions/060-reads-from-memory.md). The query is checked with the route's own schema; what the
 * route would refuse, a request naming an Origin (CORS answers depend on it), or a plan that fails, is
 * left to Hono (`orElse`), which answers it as before. Returns false when the request is not taken.
 */
export function journeysFromNode(
  deps: Pick<
    AppDeps,
    "events" | "database" | "pastRiders" | "clock" | "logger" | "metrics" | "config" | "journeysPerAddress"
  >,
  apiHeaders: readonly string[],
  orElse: (incoming: IncomingMessage, outgoing: ServerResponse) => unknown,
): (incoming: IncomingMessage, outgoing: ServerResponse) => boolean {
  const answer = new NodeAnswer(deps, ROUTE, apiHeaders, ANSWER_HEADERS);
  const plan = journeyPlanner();
  return (incoming, outgoing) => {
    const url = incoming.url ?? "";
    if (incoming.method !== "GET" || !url.startsWith(PATH_AND_QUERY) || incoming.headers.origin !== undefined)
      return false;
    const started = performance.now();
    const query = journeysQuerySchema.safeParse(queryOf(url));
    if (!query.success || !leaveTimeInWindow(query.data.at, deps.clock())) return false;
    // Past its address's allowance the Hono route answers 429; it does not count the request again.
    const address = incomingClientAddress(incoming, deps.config.trustedProxies);
    if (deps.journeysPerAddress.hitOnce(incoming, address, deps.clock().getTime()) > 0) return false;
    plan(deps, query.data, deps.clock())
      .then((planned) => JSON.stringify(planned))
      .then(
        (text) => answer.write(outgoing, answer.requestId(incoming), started, text),
        () => orElse(incoming, outgoing),
      );
    return true;
  };
}
