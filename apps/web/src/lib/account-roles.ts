import { useQuery } from "@tanstack/react-query";
import { readRefusal } from "./api-error";
import { useSession } from "./session";

export const ACCOUNT_ROLES_QUERY_KEY = ["account-roles"] as const;

async function fetchIsModerator(signal: AbortSignal): Promise<boolean> {
  const response = await fetch("/api/account/roles", { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw await readRefusal(response, "Roles could not be loaded");
  const body: unknown = await response.json().catch(() => null);
  return typeof body === "object" && body !== null && (body as { moderator?: unknown }).moderator === true;
}

/** Whether the signed-in account is a moderator, and whether that is still being found out. */
export function useIsModeratorQuery(): { pending: boolean; moderator: boolean } {
  const session = useSession();
  const signedIn = Boolean(session.data);
  const roles = useQuery({
    queryKey: [...ACCOUNT_ROLES_QUERY_KEY, session.data?.email ?? null],
    queryFn: ({ signal }) => fetchIsModerator(signal),
    enabled: signedIn,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return {
    pending: session.isPending || (signedIn && roles.isPending),
    moderator: signedIn && roles.data === true,
  };
}

/** Whether the signed-in account is a moderator (false while unknown, signed out or on error). */
export function useIsModerator(): boolean {
  return useIsModeratorQuery().moderator;
}
