import createClient from "openapi-fetch";
import { ApiError, noConnectionError, refusalError } from "../api-error";
import { messages } from "../i18n/i18n";
import { nextTask } from "../next-task";
import type { paths } from "./api-types";

/**
 * A request without its whole answer by then has failed, as if the connection had: on a stalled mobile
 * connection a screen says so and falls back (the timetable alone, the banner) instead of loading forever.
 */
export const REQUEST_DEADLINE_MS = 10_000;

/**
 * The request, ended by its caller's signal or by the deadline, whichever comes first. The deadline is
 * left to run after the answer's head has come: it covers reading the body too, and ending a request
 * already read does nothing.
 */
function withDeadline(request: Request): Request {
  const ended = new AbortController();
  const { signal } = request;
  signal.addEventListener("abort", () => ended.abort(signal.reason), { once: true });
  setTimeout(
    () => ended.abort(new DOMException("No answer within the deadline", "TimeoutError")),
    REQUEST_DEADLINE_MS,
  );
  return new Request(request, { signal: ended.signal });
}

/**
 * The web app's one client of the API, openapi-fetch: paths, parameters, bodies and answers typed from the
 * server's OpenAPI document (docs/decisions/050-one-http-client.md, 087-openapi-fetch-sends-the-requests.md).
 * Same origin, so the session cookie goes along.
 */
export const api = createClient<paths>({
  // Undefined where the build writes the pages (Node, no page and nothing fetched).
  baseUrl: globalThis.location?.origin,
  headers: { Accept: "application/json" },
  credentials: "same-origin",
  // Each request goes out in a task of its own: a screen's queries all start in the one task after it
  // renders, and sending them there made that task long on a slow phone
  // (docs/decisions/124-each-request-in-its-own-task.md). `fetch` is looked up at each call, not when this
  // module loads: a test replaces it after.
  fetch: async (request) => {
    await nextTask();
    // A request its query gave up on meanwhile (the screen moved on) does not go out at all.
    request.signal.throwIfAborted();
    return globalThis.fetch(withDeadline(request));
  },
});

/** Bad gateway, service unavailable, gateway timeout. */
const GATEWAY_UNAVAILABLE = new Set([502, 503, 504]);

type Answer<Data> = { data?: Data; error?: unknown; response: Response };

export interface AnswerOptions {
  /** What a refusal without words of its own says (a proxy's HTML page, an empty body). */
  fallback?: (status: number) => string;
  /** The caller's signal: an aborted request stays an abort, not a connection failure. */
  signal?: AbortSignal;
  /** Called with a successful answer's response, for what its headers say. */
  onAnswer?: (response: Response) => void;
}

/**
 * The one error path: an answer's data, or an ApiError in the reader's language. No connection becomes
 * status 0 saying why as decision 165 words it: the phone is offline, or the server did not answer (no
 * connection, the deadline). Many screens show a failed send's message as it is (sign-in, a vote, a bug
 * report, a reminder), and it must not send a rider on a dead connection to blame a database
 * (docs/decisions/210-every-send-says-why-it-failed.md). A refusal becomes its `{ code, params }` worded by
 * the catalogue (docs/decisions/037-refusals-by-code.md), a success that is not JSON `invalidResponseFormat`.
 */
export async function answerOf<Data>(
  call: Promise<Answer<Data>>,
  options: AnswerOptions = {},
): Promise<Data> {
  let answer: Answer<Data>;
  try {
    answer = await call;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (error instanceof SyntaxError) throw new ApiError(messages().invalidResponseFormat, 200);
    const { network } = messages();
    throw noConnectionError(globalThis.navigator?.onLine === false ? network.offline : network.noAnswer);
  }
  const { response } = answer;
  if (response.ok) {
    options.onAnswer?.(response);
    return answer.data as Data;
  }
  // A gateway's or proxy's "unavailable" without words of ours: the server is away for a moment, whatever
  // the caller would say of a refusal.
  const unavailable = GATEWAY_UNAVAILABLE.has(response.status);
  const fallback = unavailable
    ? () => messages().serverUnavailable
    : (options.fallback ?? messages().serverRefused);
  throw await refusalError(answer.error, response.status, fallback(response.status));
}
