import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  CONNECTION_CHECK_INTERVAL_MS,
  STARTUP_CONNECT_ATTEMPTS,
  STARTUP_CONNECT_DELAY_MS,
} from "#web/config/settings.ts";
import { checkHealth } from "#web/lib/check-health.ts";

export const CONNECTION_QUERY_KEY = ["connection"] as const;

/** The check at start: 3 attempts 2 s apart. */
export const connectionQueryOptions = queryOptions({
  queryKey: CONNECTION_QUERY_KEY,
  queryFn: ({ signal }) => checkHealth(signal).then(() => true),
  retry: STARTUP_CONNECT_ATTEMPTS - 1,
  retryDelay: STARTUP_CONNECT_DELAY_MS,
  staleTime: 0,
});

/**
 * The global connection state (docs/product.md): checked at start with 3 attempts 2 s apart, then every
 * 30 s; `connected` is false only once a whole check has failed, and true again after one succeeds.
 */
export function useConnectionStatus(): { connected: boolean } {
  const check = useQuery({
    ...connectionQueryOptions,
    refetchInterval: CONNECTION_CHECK_INTERVAL_MS,
  });
  return { connected: !check.isError };
}
