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

/**
 * Registers the worker that keeps the app shell for offline use, once the page has loaded (the first
 * screen's requests go first), and calls `onWaiting` when a new version is installed and waits behind the
 * one in control; its argument switches to it and reloads. The first install is no update: nothing waits.
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
  const registerQuietly = () => void register().catch(() => {});
  if (document.readyState === "complete") registerQuietly();
  else window.addEventListener("load", registerQuietly, { once: true });
}
