import { createContext, type ReactNode, startTransition, use, useEffect, useState } from "react";

/** Live unless an app root says otherwise: a component rendered on its own in the browser is live at once. */
const HydratedContext = createContext(true);

/**
 * Around the whole app: false in the HTML the build writes and while React hydrates it, true from the
 * render after. The switch is one transition at the root, so React fills the screen in slices instead of in
 * one long task that holds the phone up (docs/decisions/108-hydration-in-slices.md); a screen mounted later
 * is live from its first render.
 */
export function HydratedScope({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * Whether the page is live: what depends on the rider or the clock shows its skeleton in the HTML and fills
 * in once the page is live, so hydration finds the same markup the build wrote
 * (docs/decisions/088-the-first-screen-as-html.md).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
