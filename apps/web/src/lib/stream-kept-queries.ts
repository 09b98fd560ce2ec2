import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";

type Change<T> = (data: T) => T;

/**
 * The latest ask of a query the stream keeps current: when it began, what was pushed while it was under
 * way (null once answered), and whether to ask again once it is answered.
 */
interface Ask {
  at: number;
  pushedMeanwhile: Change<unknown>[] | null;
  askAgain: (() => void) | null;
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
export async function askKeepingPushes<T>(queryKey: QueryKey, request: () => Promise<T>): Promise<T> {
  const pushedMeanwhile: Change<unknown>[] = [];
  const ask: Ask = { at: performance.now(), pushedMeanwhile, askAgain: null };
  asks.set(hashKey(queryKey), ask);
  try {
    let answer: unknown = await request();
    for (const change of pushedMeanwhile) answer = change(answer);
    return answer as T;
  } finally {
    ask.pushedMeanwhile = null;
    // Once the query library has stored this answer: asked at once, the request would be cancelled.
    if (ask.askAgain) setTimeout(ask.askAgain, 0);
  }
}

/** A change the stream pushed: applied to the cached answer, and to the answer of a request under way. */
export function applyPushed<T>(queryClient: QueryClient, queryKey: QueryKey, change: Change<T>): void {
  queryClient.setQueryData<T>(queryKey, (data) => (data === undefined ? data : change(data)));
  asks.get(hashKey(queryKey))?.pushedMeanwhile?.push(change as Change<unknown>);
}

/**
 * Asks a query again unless it was asked after the stream opened: an answer read before the stream was
 * subscribed may lack a report sent in between, which the stream will not carry. A request still under
 * way from before is let finish, so a slow network shows its answer as soon as it would have, and one more
 * follows it. Screens sharing the query ask once between them.
 */
export function askAgainUnlessAskedSince(
  queryClient: QueryClient,
  queryKey: QueryKey,
  openedAt: number,
): void {
  const ask = asks.get(hashKey(queryKey));
  if (ask && ask.at >= openedAt) return;
  const again = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  if (ask?.pushedMeanwhile) ask.askAgain = again;
  else again();
}

/**
 * A screen stopped following a query: its answer is no longer kept current, so the next screen to show it
 * asks it again rather than trust it for the rest of its 30 seconds.
 */
export function stopFollowing(queryClient: QueryClient, queryKey: QueryKey): void {
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: "none" });
}
