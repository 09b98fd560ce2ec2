import { answerCoversStream, REPORT_CURSOR_HEADER } from "@riles/core";
import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { StreamOpened } from "./report-stream";

type Change<T> = (data: T) => T;

/**
 * The latest ask of a query the stream keeps current: when it began, how far the server's streams had got
 * when it was read (its answer's cursor), what was pushed while it was under way (null once answered), and
 * what to do once it is answered.
 */
interface Ask {
  at: number;
  cursor: string | null;
  pushedMeanwhile: Change<unknown>[] | null;
  whenAnswered: (() => void) | null;
}

/**
 * By query key hash. A query has at most one request under way: a new one replaces the last. A key's
 * changes and answers are of the one type its query returns.
 */
const asks = new Map<string, Ask>();

/**
 * Runs a query's request, noting when it began, and applies to its answer what the stream pushed while it
 * was under way: the answer may have been read before a pushed change, and would otherwise undo it. Every
 * change is one that can be applied twice (docs/decisions/076-asked-again-when-the-stream-opens.md).
 */
export async function askKeepingPushes<T>(
  queryKey: QueryKey,
  request: (noteAnswer: (response: Response) => void) => Promise<T>,
): Promise<T> {
  const pushedMeanwhile: Change<unknown>[] = [];
  const ask: Ask = { at: performance.now(), cursor: null, pushedMeanwhile, whenAnswered: null };
  asks.set(hashKey(queryKey), ask);
  try {
    let answer: unknown = await request((response) => {
      ask.cursor = response.headers.get(REPORT_CURSOR_HEADER);
    });
    for (const change of pushedMeanwhile) answer = change(answer);
    return answer as T;
  } finally {
    ask.pushedMeanwhile = null;
    // Once the query library has stored this answer: asked at once, the request would be cancelled.
    if (ask.whenAnswered) setTimeout(ask.whenAnswered, 0);
  }
}

/** A change the stream pushed: applied to the cached answer, and to the answer of a request under way. */
export function applyPushed<T>(queryClient: QueryClient, queryKey: QueryKey, change: Change<T>): void {
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data)));
  asks.get(hashKey(queryKey))?.pushedMeanwhile?.push(change as Change<unknown>);
}

/**
 * Asks a query again unless it was asked after the stream opened, or its answer says it was read no earlier
 * than the stream was subscribed: an answer read before may lack a report sent in between, which the
 * stream will not carry (docs/decisions/081-answers-say-how-far-the-stream-had-got.md). A request still
 * under way from before is let finish, so a slow network shows its answer as soon as it would have, and
 * one more follows it if that answer is older. Screens sharing the query ask once between them.
 */
export function askAgainUnlessAskedSince(
  queryClient: QueryClient,
  queryKey: QueryKey,
  opened: StreamOpened,
): void {
  const ask = asks.get(hashKey(queryKey));
  if (ask && ask.at >= opened.at) return;
  const againIfOlder = () => {
    if (!answerCoversStream(ask?.cursor ?? null, opened.cursor))
      void queryClient.invalidateQueries({ queryKey, exact: true });
  };
  if (ask?.pushedMeanwhile) ask.whenAnswered = againIfOlder;
  else againIfOlder();
}

/**
 * A screen stopped following a query: its answer is no longer kept current, so the next screen to show it
 * asks it again rather than trust it for the rest of its 30 seconds.
 */
export function stopFollowing(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
}
