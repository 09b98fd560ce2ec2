import { vi } from "vitest";

/**
 * Chromium's private window: a service worker, the Push API and granted notifications are all there, yet
 * subscribing refuses with the browser's own English. Undo with `leavePrivateWindow`.
 */
export function inPrivateWindow() {
  const registration = {
    pushManager: {
      getSubscription: async () => null,
      subscribe: async () => {
        throw new DOMException("Registration failed - permission denied", "AbortError");
      },
    },
  };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "granted", requestPermission: async () => "granted" });
}

export function leavePrivateWindow() {
  Reflect.deleteProperty(navigator, "serviceWorker");
}
