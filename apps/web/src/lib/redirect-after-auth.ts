import { PATHS } from "#web/config/paths.ts";

/** The session-storage entry that remembers where to go back to after signing in (docs/product.md). */
export const REDIRECT_AFTER_AUTH_KEY = "redirectAfterAuth";

export function rememberRedirectAfterAuth(path: string): void {
  sessionStorage.setItem(REDIRECT_AFTER_AUTH_KEY, path);
}

/** The remembered path (default '/'), removing the entry so it is used once. */
export function takeRedirectAfterAuth(): string {
  const path = sessionStorage.getItem(REDIRECT_AFTER_AUTH_KEY);
  sessionStorage.removeItem(REDIRECT_AFTER_AUTH_KEY);
  // Only a path inside the app: the entry must never send anyone to another site.
  return path?.startsWith("/") && !path.startsWith("//") ? path : PATHS.lines;
}
