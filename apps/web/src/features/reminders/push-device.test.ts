import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SERVICE_WORKER_READY_MS } from "#web/config/settings.ts";
import { currentDevice, ensureSubscription, unsubscribe } from "./push-device";

/** A browser with push whose service worker never starts: `ready` never settles, and there is no registration. */
function browserWhoseWorkerNeverStarts() {
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { ready: new Promise(() => {}), getRegistration: async () => undefined },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", { permission: "granted", requestPermission: async () => "granted" });
}

beforeEach(browserWhoseWorkerNeverStarts);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

describe("a device whose service worker never starts", () => {
  it("has no subscription and nothing to unsubscribe, at once", async () => {
    await expect(currentDevice()).resolves.toBeNull();
    await expect(unsubscribe()).resolves.toBeUndefined();
  });

  it("is told, after a while, that it could not get ready for notifications", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const subscribing = ensureSubscription("BAbc");
    const outcome = expect(subscribing).rejects.toThrow(
      "This device could not get ready for notifications. Reload the page and try again.",
    );
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_READY_MS);
    await outcome;
  });
});
