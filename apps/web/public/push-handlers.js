// Reminders by Web Push (docs/product.md, "Reminders"), imported by the generated service worker.
// The server sends the notification's words ready to show: { title, body, url, tag }.

// Only a page of the app itself is opened: "//host/..." and "/\host/..." start with "/" yet lead to another
// site, so the address is resolved against ours and kept only if it stays there
// (docs/decisions/091-push-addresses-by-ipaddr-ranges.md).
function appPath(url) {
  if (typeof url !== "string") return "/";
  try {
    const resolved = new URL(url, self.location.origin);
    return resolved.origin === self.location.origin
      ? resolved.pathname + resolved.search + resolved.hash
      : "/";
  } catch {
    return "/";
  }
}

self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === "string" ? message.body : "",
      tag: typeof message.tag === "string" ? message.tag : undefined,
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: appPath(message.url) },
      renotify: true,
      vibrate: [300, 150, 300],
    }),
  );
});

// A tap focuses an open Riles window at the station's arrivals, or opens one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(appPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      // navigate() works on a window this worker controls; focus() may be refused without a tap.
      const shown = open ? await open.navigate(url).catch(() => null) : null;
      if (shown) return shown.focus().catch(() => undefined);
      return self.clients.openWindow(url);
    }),
  );
});
