import type { DeviceCredentials, PushSubscriptionInput } from "@riles/core";
import { SERVICE_WORKER_READY_MS } from "#web/config/settings.ts";
import { messages } from "#web/lib/i18n/i18n.ts";

/**
 * Whether this browser can get Riles' notifications while Riles is closed: it needs a service worker, the
 * Push API and notifications (Safari on an iPhone has them only for an app added to the Home Screen; a
 * private window may lack them), and the person must not have blocked them.
 */
type PushAvailability = "available" | "denied" | "unavailable";

export function pushAvailability(): PushAvailability {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window))
    return "unavailable";
  if (!("Notification" in window)) return "unavailable";
  return Notification.permission === "denied" ? "denied" : "available";
}

/**
 * The page's service worker registration, if it has one, at once: a device whose worker never started (a
 * failed install, workers blocked) has no subscription, and Settings says it has no reminders instead of
 * loading forever.
 */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** The started service worker's registration, which subscribing needs; refused when it does not start. */
async function startedRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(messages().reminders.notReady)), SERVICE_WORKER_READY_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function asInput(subscription: PushSubscription): PushSubscriptionInput {
  return subscription.toJSON() as PushSubscriptionInput;
}

/** Why a device gets no subscription: notifications blocked, or no push to be had here. */
export type NoPush = Exclude<PushAvailability, "available">;

/** This device's subscription, asking for permission and subscribing when there is none yet. */
export async function ensureSubscription(publicKey: string): Promise<PushSubscriptionInput | NoPush> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  const { pushManager } = await startedRegistration();
  const existing = await pushManager.getSubscription();
  if (existing) return asInput(existing);
  try {
    const created = await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    });
    return asInput(created);
  } catch {
    // A private window (or a browser without a push service) has every API yet refuses here, in the
    // browser's own English ("Registration failed - permission denied"): for the rider, push is not
    // available on this device, which the form says in their language, with the in-page fallback.
    return "unavailable";
  }
}

/** The device's own credentials for its reminders, when it has subscribed; null otherwise. */
export async function currentDevice(): Promise<DeviceCredentials | null> {
  if (pushAvailability() === "unavailable") return null;
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  const { endpoint, keys } = asInput(subscription);
  return { endpoint, auth: keys.auth };
}

/** Forgets the subscription in the browser too ("Delete everything this device saved"). */
export async function unsubscribe(): Promise<void> {
  if (pushAvailability() === "unavailable") return;
  const subscription = await (await registration())?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
