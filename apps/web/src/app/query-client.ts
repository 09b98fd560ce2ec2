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
