import { type Query, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import {
  CONNECTION_CHECK_INTERVAL_MS,
  STARTUP_CONNECT_ATTEMPTS,
  STARTUP_CONNECT_DELAY_MS,
} from "#web/config/settings.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { checkHealth } from "#web/lib/check-health.ts";

const CONNECTION_QUERY_KEY = ["connection"] as const;

/** The check at start: 3 attempts 2 s apart. */
const connectionQueryOptions = queryOptions({
  queryKey: CONNECTION_QUERY_KEY,
  queryFn: ({ signal }) => checkHealth(signal).then(() => true, answeredAllTheSame),
  retry: STARTUP_CONNECT_ATTEMPTS - 1,
  retryDelay: STARTUP_CONNECT_DELAY_MS,
  staleTime: 0,
});

/**
 * The global connection state (docs/product.md): checked at start with 3 attempts 2 s apart, then every
 * 30 s and when the phone says it went offline or is back online; `connected` is false only once a whole
 * check has failed, and true again after one succeeds; `failure` is why it failed.
 */
export function useConnectionStatus(): { connected: boolean; failure: Error | null } {
  const queryClient = useQueryClient();
  const check = useQuery({
    ...connectionQueryOptions,
    refetchInterval: CONNECTION_CHECK_INTERVAL_MS,
    // Off by default in networkMode "always", where the browser's online flag is not trusted to pause
    // requests; a phone saying it is back is still worth one check, so the banner clears at once.
    refetchOnReconnect: true,
  });
  // A phone that says it went offline is checked at once, so the banner says so within the check's three
  // attempts rather than at the next 30 s check (up to half a minute of a screen that looks live).
  useEffect(() => {
    const checkNow = () => void queryClient.refetchQueries({ queryKey: CONNECTION_QUERY_KEY });
    window.addEventListener("offline", checkNow);
    return () => window.removeEventListener("offline", checkNow);
  }, [queryClient]);
  // The server answers again: what a screen shows failed for want of it (the published accuracy, the
  // usual crowding...) is asked again, so the screen recovers by itself instead of keeping its error
  // until the rider reloads.
  const answeredAt = check.isSuccess ? check.dataUpdatedAt : 0;
  useEffect(() => {
    if (answeredAt === 0) return;
    void queryClient.refetchQueries({ type: "active", predicate: failedForWantOfServer });
  }, [answeredAt, queryClient]);
  return { connected: !check.isError, failure: check.error };
}

/**
 * A 429 is the server answering: this address asked too often (decision 166), the connection is fine, and
 * the banner must not say otherwise.
 */
function answeredAllTheSame(error: unknown): true {
  if (error instanceof ApiError && error.status === 429) return true;
  throw error;
}

/** A query whose last attempt failed because the server could not be reached or was down. */
function failedForWantOfServer(query: Query): boolean {
  const { error, status } = query.state;
  if (status !== "error" || query.queryKey[0] === CONNECTION_QUERY_KEY[0]) return false;
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}
