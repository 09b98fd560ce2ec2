/** A reload this recent is not repeated: two processes serving two builds mid-deploy must not make a loop. */
const RELOAD_SPACING_MS = 30_000;
const RELOADED_AT_KEY = "riles-reloaded-for-new-build-at";

/**
 * Whether the server now serves another build than the one this page runs: its page no longer names this
 * page's entry script. A deploy has then replaced the chunks this page would fetch, and only a reload
 * brings the new ones (docs/decisions/195-a-new-build-reloads-the-page.md). False when it cannot tell
 * (no answer, a development server without a built page).
 */
export async function anotherBuildIsServed(): Promise<boolean> {
  const entry = document.querySelector<HTMLScriptElement>("script[data-entry]")?.dataset.entry;
  if (!entry) return false;
  try {
    const page = await fetch("/", { cache: "no-store", headers: { Accept: "text/html" } });
    if (!page.ok) return false;
    return !(await page.text()).includes(entry);
  } catch {
    return false;
  }
}

/** Reloads the page for the new build, unless it did so moments ago; whether it did. */
export function reloadForNewBuild(now: number = Date.now()): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_SPACING_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.reload();
  return true;
}
