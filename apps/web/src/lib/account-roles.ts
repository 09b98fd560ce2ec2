import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { answerOf, api } from "./api/api-client";
import { messages } from "./i18n/i18n";
import type { SignedInUser } from "./session";
import { SESSION_QUERY_KEY } from "./session-key";

const ACCOUNT_ROLES_QUERY_KEY = ["account-roles"] as const;

async function fetchIsModerator(signal: AbortSignal): Promise<boolean> {
  const body: unknown = await answerOf(api.GET("/api/account/roles", { signal }), {
    signal,
    fallback: () => messages().rolesFailed,
  });
  return typeof body === "object" && body !== null && (body as { moderator?: unknown }).moderator === true;
}

/** Whether the account signed in as `email` (null: nobody known) is a moderator. */
function accountRolesQueryOptions(email: string | null) {
  return queryOptions({
    queryKey: [...ACCOUNT_ROLES_QUERY_KEY, email],
    queryFn: ({ signal }) => fetchIsModerator(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/**
 * Whether the signed-in account is a moderator, and whether that is still being found out. Asked of the
 * server on the first screen (anonymous visitors are told no), again whenever who is signed in changes;
 * plain checks and no session parser, so the first download stays small.
 */
export function useIsModeratorQuery(): { pending: boolean; moderator: boolean } {
  const roles = useQuery(accountRolesQueryOptions(useCachedSessionEmail()));
  return { pending: roles.isPending, moderator: roles.data === true };
}

/** Who the cached session says is signed in (others fetch or set it: sign-in, sign-out), never fetching it. */
function useCachedSessionEmail(): string | null {
  const queryClient = useQueryClient();
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<SignedInUser | null>(SESSION_QUERY_KEY)?.email ?? null,
    () => null,
  );
}

/** Whether the signed-in account is a moderator (false while unknown, signed out or on error). */
export function useIsModerator(): boolean {
  return useIsModeratorQuery().moderator;
}
