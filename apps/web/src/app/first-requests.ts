import type { QueryClient } from "@tanstack/react-query";
import { matchPath } from "react-router";
import { PATHS } from "#web/config/paths.ts";
import { connectionQueryOptions } from "#web/features/connection/use-connection-status.ts";
import { lineStatusQueryOptions } from "#web/features/line-status/use-line-statuses.ts";
import { accountRolesQueryOptions } from "#web/lib/account-roles.ts";

/** The screens that mark each line's trouble (the line picker, the map's lines). */
const LINE_MARK_PATHS = [PATHS.lines, PATHS.map];

/**
 * Starts the requests the first screen at `pathname` will ask for, before it renders: the answers are on
 * their way while it renders, and the screen's own queries, mounting, find them under way instead of
 * sending them in the same task as the first render's effects
 * (docs/decisions/083-first-screen-in-short-tasks.md). The sign-in screen has no header, navigation or
 * lines: it asks for nothing here.
 */
export function startFirstRequests(queryClient: QueryClient, pathname: string): void {
  if (matchPath(PATHS.auth, pathname)) return;
  void queryClient.prefetchQuery(connectionQueryOptions);
  // Nobody is known to be signed in yet: the session is read by the screens that need it.
  void queryClient.prefetchQuery(accountRolesQueryOptions(null));
  if (LINE_MARK_PATHS.some((path) => matchPath(path, pathname)))
    void queryClient.prefetchQuery(lineStatusQueryOptions);
}
