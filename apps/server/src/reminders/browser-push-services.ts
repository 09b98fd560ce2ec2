/**
 * The hosts of the push services that the browsers riders use subscribe with: Chrome, Edge on Android,
 * Samsung Internet and Opera use Firebase Cloud Messaging; Firefox, Mozilla's autopush; Safari, Apple's
 * push service; Edge on Windows, the Windows notification service (one host per region).
 */
const BROWSER_PUSH_HOSTS = new Set([
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
]);
const BROWSER_PUSH_DOMAINS = [".notify.windows.com", ".push.apple.com"];

/**
 * Whether a subscription's endpoint is at a browser's push service, or at the operator's own test service
 * (PUSH_TEST_SERVICE_ORIGIN). Any other host may be a client's own, which nothing stops from being slow
 * (docs/decisions/180-other-push-services-share-a-quarter-of-the-sends.md).
 */
export function browserPushService(testServiceOrigin: string | undefined): (endpoint: string) => boolean {
  return (endpoint) => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return false;
    }
    if (testServiceOrigin !== undefined && url.origin === testServiceOrigin) return true;
    const host = url.hostname.toLowerCase();
    return BROWSER_PUSH_HOSTS.has(host) || BROWSER_PUSH_DOMAINS.some((domain) => host.endsWith(domain));
  };
}
