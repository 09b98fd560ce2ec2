import { useEffect } from "react";

/**
 * The page's title names the screen on show ("Settings · Riles"): a screen reader says it on arriving,
 * and tabs and history tell the screens apart. Set after rendering, so the HTML and hydration are
 * untouched.
 */
export function useScreenTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} · Riles`;
  }, [screen]);
}
