import { describe, expect, it } from "vitest";
import { browserPushService } from "./browser-push-services";

describe("browserPushService", () => {
  const atBrowserService = browserPushService("http://127.0.0.1:4010");

  it("knows the push services of Chrome, Firefox, Safari and Edge, and the operator's test service", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://web.push.apple.com/QAbc",
      "https://wns2-sg2p.notify.windows.com/w/?token=abc",
      "http://127.0.0.1:4010/push/1",
    ])
      expect(atBrowserService(endpoint), endpoint).toBe(true);
  });

  it("takes any other host, one named like a browser's service included, and what is no URL, as another service", () => {
    for (const endpoint of [
      "https://push.tarpit.example/p/1",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
      "https://notify.windows.com.evil.example/w",
      "https://evilnotify.windows.com/w",
      "http://127.0.0.1:4011/push/1",
      "not a url",
    ])
      expect(atBrowserService(endpoint), endpoint).toBe(false);
    expect(browserPushService(undefined)("http://127.0.0.1:4010/push/1")).toBe(false);
  });
});
