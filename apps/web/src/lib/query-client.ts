import { QueryClient } from "@tanstack/react-query";

/**
 * networkMode "always": on flaky mobile data the browser's online flag lies both ways, so requests are
 * tried and fail honestly instead of pausing; the screens then fall back (last result, schedule only).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { networkMode: "always", retry: 1, refetchOnWindowFocus: false },
      mutations: { networkMode: "always" },
    },
  });
}

/**
 * The app's client for component tests, with retries off: a retry firing after its test has ended would
 * update a screen outside the test. Everything else is the app's own setting.
 */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
