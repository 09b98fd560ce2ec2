import type { QueryClient } from "@tanstack/react-query";
import { PATHS } from "#web/config/paths.ts";
import { connectionQueryOptions } from "#web/features/connection/use-connection-status.ts";
import { lineStatusQueryOptions } from "#web/features/line-status/use-line-statuses.ts";
import { accountRolesQueryOptions } from "#web/lib/account-roles.ts";
import { normalizedPath } from "#web/lib/router/routes.tsx";

/** The screens that mark each line's trouble (the line picker, the map's lines). */
const LINE_MARK_PATHS = new Set([PATHS.lines, PATHS.map].map(normalizedPath));

/**
 * Starts the requests the first screen at `pathname` will ask for, before it renders: the answers are on
 * their way while it renders, and the screen's own queries, mounting, find them under way instead of
 * sending them in the same task as the first render's effects
 * (docs/decisions/083-first-screen-in-short-tasks.md). The sign-in screen has no header, navigation or
 * lines: it asks for nothing here.
 */
export function startFirstRequests(queryClient: QueryClient, pathname: string): void {
  const path = normalizedPath(pathname);
  if (path === normalizedPath(PATHS.auth)) return;
  void queryClient.prefetchQuery(connectionQueryOptions);
  // Nobody is known to be signed in yet: the session is read by the screens that need it.
  void queryClient.prefetchQuery(accountRolesQueryOptions(null));
  if (LINE_MARK_PATHS.has(path)) void queryClient.prefetchQuery(lineStatusQueryOptions);
}
