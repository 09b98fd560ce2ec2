import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the HTML the build writes and while React hydrates it, true from the render after: what depends on
 * the rider or the clock shows its skeleton in the HTML and fills in once the page is live, so hydration
 * finds the same markup the build wrote (docs/decisions/088-the-first-screen-as-html.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
