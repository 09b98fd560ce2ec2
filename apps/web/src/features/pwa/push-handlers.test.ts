// The worker file as the browser gets it, from public/ (outside the layers).
import source from "/public/push-handlers.js?raw";

const ORIGIN = "https://riles.example";

interface Shown {
  title: string;
  options: { data: { url: string } };
}

/** The worker's push handlers, run as the service worker runs them, against a fake `self`. */
function serviceWorker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Shown[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Shown["options"]) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => [],
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  new Function("self", source)(self);
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return {
    shown,
    opened,
    push: (message: object) => dispatch("push", { data: { json: () => message } }),
    click: (data: { url?: string }) =>
      dispatch("notificationclick", { notification: { data, close: () => {} } }),
  };
}

describe("a reminder's notification (issue 40)", () => {
  it.each([
    ["a protocol-relative address", "//evil.example/steal"],
    ["a backslash the URL parser reads as a slash", "/\\evil.example/steal"],
    ["three slashes", "///evil.example/steal"],
    ["another site", "https://evil.example/"],
    ["a script", "javascript:alert(1)"],
  ])("opens the app's own first page, not %s", async (_kind, url) => {
    const worker = serviceWorker();
    await worker.push({ title: "Northbound to North Avenue", url });
    expect(worker.shown[0]?.options.data.url).toBe("/");
    await worker.click(worker.shown[0]?.options.data ?? {});
    // A notification an older worker showed carries the address as it came.
    await worker.click({ url });
    expect(worker.opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });

  it("opens the station's arrivals it names", async () => {
    const worker = serviceWorker();
    await worker.push({ title: "Northbound to North Avenue", url: "/?line=mrt3&station=cube#arrivals" });
    await worker.click(worker.shown[0]?.options.data ?? {});
    expect(worker.opened).toEqual([`${ORIGIN}/?line=mrt3&station=cube#arrivals`]);
  });
});
