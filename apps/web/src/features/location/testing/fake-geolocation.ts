import type { LocateDeps } from "../user-location";

export type Answer = { position: GeolocationPosition } | { error: GeolocationPositionError } | "never";

/** A GeolocationPosition as a browser would hand it over. */
export function position(fix: {
  latitude: number;
  longitude: number;
  accuracy?: number;
  timestamp: number;
}): GeolocationPosition {
  const coords = {
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracy: fix.accuracy ?? 10,
    altitude: null,
    altitudeAccuracy: null,
    heading: null,
    speed: null,
  };
  return {
    coords: { ...coords, toJSON: () => coords },
    timestamp: fix.timestamp,
    toJSON: () => ({ coords, timestamp: fix.timestamp }),
  };
}

export function positionError(code: number): GeolocationPositionError {
  return { code, message: `code ${code}`, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
}

/**
 * A Geolocation whose one-shot answers come from `answer` (called with the options and the 1-based call
 * number), delivered asynchronously as browsers do. The watch is driven by the test through emit/fail.
 */
export function fakeGeolocation(answer: (options: PositionOptions | undefined, call: number) => Answer) {
  const calls: (PositionOptions | undefined)[] = [];
  const watchers = new Map<number, { onPosition: PositionCallback; onError: PositionErrorCallback | null }>();
  const cleared: number[] = [];
  let nextId = 1;

  const geolocation: Geolocation = {
    getCurrentPosition(onPosition, onError, options) {
      calls.push(options);
      const result = answer(options, calls.length);
      if (result === "never") return;
      queueMicrotask(() => ("position" in result ? onPosition(result.position) : onError?.(result.error)));
    },
    watchPosition(onPosition, onError) {
      const id = nextId;
      nextId += 1;
      watchers.set(id, { onPosition, onError: onError ?? null });
      return id;
    },
    clearWatch(id) {
      cleared.push(id);
      watchers.delete(id);
    },
  };

  return {
    geolocation,
    calls,
    cleared,
    watching: () => watchers.size,
    emit: (value: GeolocationPosition) => {
      for (const watcher of watchers.values()) watcher.onPosition(value);
    },
    fail: (error: GeolocationPositionError) => {
      for (const watcher of watchers.values()) watcher.onError?.(error);
    },
  };
}

/** A fetch answering each URL from `answers`; a missing URL is a network error. Records the URLs asked. */
export function fakeFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const urls: string[] = [];
  const fetchFn = async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    const answer = answers[url];
    if (!answer) throw new TypeError("Failed to fetch");
    return answer();
  };
  return { fetch: fetchFn as typeof fetch, urls };
}

export const IP_URLS = ["https://ip-one.test/json", "https://ip-two.test/json", "https://ip-three.test/json"];

/** Deps for the flow with a pinned clock and a sleep that only records how long it was asked to wait. */
export function fakeDeps(overrides: Partial<LocateDeps> & Pick<LocateDeps, "now">) {
  const sleeps: number[] = [];
  const deps: LocateDeps = {
    geolocation: undefined,
    fetch: fakeFetch({}).fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ipLookupUrls: IP_URLS,
    ...overrides,
  };
  return { deps, sleeps };
}
