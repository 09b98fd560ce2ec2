/** The worker vite-plugin-pwa writes (docs/decisions/057-first-screen-under-100-kb.md). */
const WORKER_URL = "/sw.js";

/** Makes the waiting version take over, then reloads once it controls the page. */
function activate(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  // The generated worker skips waiting on this message (registerType "prompt").
  worker.postMessage({ type: "SKIP_WAITING" });
}

/** Once the main thread is idle, and within 2 s: not in the first render's task or its effects'. */
function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}

/**
 * Registers the worker that keeps the app shell for offline use, once the page has loaded and the main
 * thread is idle (the first screen's requests and render go first,
 * docs/decisions/083-first-screen-in-short-tasks.md), and calls `onWaiting` when a new version is
 * installed and waits behind the one in control; its argument switches to it and reloads. The first
 * install is no update: nothing waits.
 */
export function registerServiceWorker(onWaiting: (activateWaiting: () => void) => void): void {
  if (!("serviceWorker" in navigator)) return;
  const offer = (worker: ServiceWorker) => onWaiting(() => activate(worker));
  const register = async () => {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope: "/" });
    if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
    registration.addEventListener("updatefound", () => {
      const installing = registration.installing;
      installing?.addEventListener("statechange", () => {
        if (installing.state === "installed" && navigator.serviceWorker.controller) offer(installing);
      });
    });
  };
  const registerQuietly = () => whenIdle(() => void register().catch(() => {}));
  if (document.readyState === "complete") registerQuietly();
  else window.addEventListener("load", registerQuietly, { once: true });
}
