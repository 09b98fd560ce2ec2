import { PATHS } from "#web/config/paths.ts";

/**
 * The local-storage entry that remembers where to go back to after signing in (docs/product.md). Local,
 * not per tab: a rider who signs up confirms in the tab the mail's link opens, and signs in there.
 */
export const REDIRECT_AFTER_AUTH_KEY = "redirectAfterAuth";

/** As long as a confirmation link lasts: past it, a sign-in is not the end of that visit. */
export const REDIRECT_AFTER_AUTH_KEPT_MS = 60 * 60 * 1000;

interface RememberedPath {
  path: string;
  until: number;
}

export function rememberRedirectAfterAuth(path: string, now: number = Date.now()): void {
  const entry: RememberedPath = { path, until: now + REDIRECT_AFTER_AUTH_KEPT_MS };
  localStorage.setItem(REDIRECT_AFTER_AUTH_KEY, JSON.stringify(entry));
}

/** The remembered path while it lasts (default '/'), removing the entry so it is used once. */
export function takeRedirectAfterAuth(now: number = Date.now()): string {
  const stored = localStorage.getItem(REDIRECT_AFTER_AUTH_KEY);
  localStorage.removeItem(REDIRECT_AFTER_AUTH_KEY);
  const entry = parsed(stored);
  const path = entry && now <= entry.until ? entry.path : undefined;
  // Only a path inside the app: the entry must never send anyone to another site.
  return path?.startsWith("/") && !path.startsWith("//") ? path : PATHS.lines;
}

function parsed(stored: string | null): RememberedPath | undefined {
  if (!stored) return undefined;
  try {
    const entry = JSON.parse(stored) as Partial<RememberedPath>;
    return typeof entry.path === "string" && typeof entry.until === "number"
      ? { path: entry.path, until: entry.until }
      : undefined;
  } catch {
    return undefined;
  }
}
