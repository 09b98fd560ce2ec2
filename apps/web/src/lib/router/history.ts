/** Where the app is: the address's path and query, and how far into this tab's visit the entry is. */
export interface RouterLocation {
  pathname: string;
  search: string;
  /** 0 for the entry the visit began on: there is nothing of the app to go back to from it. */
  index: number;
}

/** The entries the router moves through: the browser's, or a list in memory for tests. */
export interface RouterHistory {
  readonly location: RouterLocation;
  /** Goes to a path (with its query), as a new entry or in place of the current one. */
  push(to: string, options?: { replace?: boolean }): void;
  /** Steps back (negative) or forward through the entries. */
  go(delta: number): void;
  /** Calls `listener` after each move; returns what stops it. */
  listen(listener: (location: RouterLocation) => void): () => void;
}

/** The listeners of one history, told of each move. */
function movesTold() {
  const listeners = new Set<(location: RouterLocation) => void>();
  return {
    tell: (location: RouterLocation) => {
      for (const listener of listeners) listener(location);
    },
    listen: (listener: (location: RouterLocation) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function locationOf(url: string, index: number): RouterLocation {
  const { pathname, search } = new URL(url, "http://riles.invalid");
  return { pathname, search, index };
}

/**
 * The browser's history. Each entry the app adds keeps its index in `history.state` (as React Router
 * did, under the same name), so Back knows after a reload whether the visit began on this entry. The
 * entry the visit began on is left as it is: no state reads as index 0, and stamping it would cost the
 * first render a synchronous history write (up to 10 ms on a slow run,
 * docs/decisions/083-first-screen-in-short-tasks.md).
 */
export function createBrowserHistory(): RouterHistory {
  const indexOf = (state: unknown): number | undefined => {
    const index = (state as { idx?: unknown } | null)?.idx;
    return typeof index === "number" ? index : undefined;
  };
  const read = () => locationOf(window.location.href, indexOf(window.history.state) ?? 0);
  let location = read();
  const moves = movesTold();
  const moved = () => {
    location = read();
    moves.tell(location);
  };
  window.addEventListener("popstate", moved);
  return {
    get location() {
      return location;
    },
    push(to, { replace = false } = {}) {
      if (replace) window.history.replaceState({ idx: location.index }, "", to);
      else window.history.pushState({ idx: location.index + 1 }, "", to);
      moved();
    },
    go: (delta) => window.history.go(delta),
    listen: moves.listen,
  };
}

/** Entries kept in memory, starting on the last of `initialEntries` (component tests). */
export function createMemoryHistory(initialEntries: readonly string[]): RouterHistory {
  const entries = initialEntries.length > 0 ? [...initialEntries] : ["/"];
  let index = entries.length - 1;
  let location = locationOf(entries[index] ?? "/", index);
  const moves = movesTold();
  const moveTo = (next: number, url: string) => {
    index = next;
    location = locationOf(url, index);
    moves.tell(location);
  };
  return {
    get location() {
      return location;
    },
    push(to, { replace = false } = {}) {
      const url = new URL(to, `http://riles.invalid${location.pathname}${location.search}`);
      const next = replace ? index : index + 1;
      entries.splice(next, entries.length - next, `${url.pathname}${url.search}`);
      moveTo(next, `${url.pathname}${url.search}`);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next !== index) moveTo(next, entries[next] ?? "/");
    },
    listen: moves.listen,
  };
}
