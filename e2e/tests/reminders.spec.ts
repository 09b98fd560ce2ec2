import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { nextTrainToday, type PushSubscriptionInput } from "@riles/core";
import { startPushService, type TestPushService } from "../../apps/server/src/testing/push-service";
import { type RunningServer, startServer } from "../support/server-process";

// The worker shows the notification, so it runs here; the browser's own push service is a third party
// we cannot reach, so the subscription is stubbed at the PushManager edge and the server's message,
// received and decrypted by a push service of ours, is handed to the worker through the DevTools protocol.
test.use({ serviceWorkers: "allow", locale: "fil-PH" });
test.setTimeout(180_000);

const MINUTE = 60_000;
// Long enough to open the page and save the reminder before its moment comes.
const SETUP_MS = 45_000;

let push: TestPushService;
let server: RunningServer;
let dataDir: string;
let dueAt: Date;
let clockStart: Date;
let startedAtMs: number;

/** The server's clock now: it started at clockStart when the server process did. */
function serverNow(): Date {
  return new Date(clockStart.getTime() + (Date.now() - startedAtMs));
}

/**
 * Lets the page subscribe: notifications granted, and the browser's PushManager answering with a
 * subscription whose keys the test's push service holds.
 */
async function stubPushManager(page: Page, context: BrowserContext, subscription: PushSubscriptionInput) {
  await context.grantPermissions(["notifications"], { origin: server.url });
  await page.addInitScript((stub) => {
    const fake = {
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => stub,
      unsubscribe: async () => {
        sessionStorage.removeItem("stub-subscribed");
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem("stub-subscribed", "1");
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem("stub-subscribed") ? fake : null) as unknown as PushSubscription | null;
  }, subscription);
}

/**
 * Araneta Center-Cubao's arrivals on a phone that can subscribe to the test's push service, its clock
 * agreeing with the server's so both see the same coming trains.
 */
async function openCubaoOnSubscribablePhone(page: Page, context: BrowserContext) {
  const { subscription } = push.subscribe();
  await stubPushManager(page, context, subscription);
  await page.clock.install({ time: serverNow() });
  await page.goto(`${server.url}/?line=mrt3&station=cube`);
}

test.beforeAll(async () => {
  push = await startPushService();
  dataDir = mkdtempSync(join(tmpdir(), "riles-e2e-reminders-"));
  // The server's clock starts so that a train reaches Araneta Center-Cubao 2 minutes after the moment a
  // 2-minute reminder of it must ring, SETUP_MS from now.
  const train = nextTrainToday("mrt3", "cube", new Date("2026-11-24T10:00:00+08:00"), "northbound");
  if (!train) throw new Error("no train in the timetable");
  dueAt = new Date(train.at.getTime() - 2 * MINUTE);
  clockStart = new Date(dueAt.getTime() - SETUP_MS);
  startedAtMs = Date.now();
  server = await startServer({
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    TEST_CLOCK_START: clockStart.toISOString(),
    PUSH_TEST_SERVICE_ORIGIN: push.origin,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await push?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("a reminder in Filipino reaches the phone as a notification, and a tap opens the station", async ({
  page,
  context,
}) => {
  await openCubaoOnSubscribablePhone(page, context);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Controlled by the worker from now on (its notificationclick navigates this window).
  await page.reload();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const northbound = page.getByRole("region", { name: "Northbound" });
  await northbound.getByRole("button", { name: "Paalalahanan ako: Northbound" }).click();
  const lead = northbound.getByLabel("Abisuhan ako");
  expect((await lead.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await lead.selectOption("2");
  await northbound.getByRole("button", { name: "I-save ang paalala" }).click();
  await expect(northbound.getByRole("status")).toHaveText(
    "Naka-save ang paalala. Aabisuhan ka ng Riles 2 minuto bago ang tren.",
  );

  await expect.poll(() => push.deliveries.length, { timeout: SETUP_MS + 30_000 }).toBe(1);
  const [delivery] = push.deliveries;
  expect(delivery?.notification.title).toBe("Northbound papuntang North Avenue");
  expect(delivery?.notification.body).toBe(
    "Susunod na tren sa Araneta Center-Cubao sa 2 minuto · ayon sa schedule",
  );

  const cdp = await context.newCDPSession(page);
  // The app's own registration: the events may also list one being deleted.
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const live = registrations.find(
        (registration) => registration.scopeURL === `${server.url}/` && !registration.isDeleted,
      );
      if (live) resolve(live.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const registrationId = await registered;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map(({ title, body, tag }) => ({ title, body, tag }));
    });
  // DevTools hands the message over once and says nothing if the worker never gets it: once, in CI on a
  // loaded machine, no notification came of it. A push service delivers again until the browser takes the
  // message, so this does too; the same tag keeps it one notification.
  await expect(async () => {
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: server.url,
      registrationId,
      data: JSON.stringify(delivery?.notification),
    });
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: "Northbound papuntang North Avenue",
        body: "Susunod na tren sa Araneta Center-Cubao sa 2 minuto · ayon sa schedule",
        tag: delivery?.notification.tag,
      },
    ]);
  }).toPass({ timeout: 40_000 });

  // The tap, as the worker receives it.
  await page.goto(`${server.url}/settings`);
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    // The worker's own globals, which the page's DOM types do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent: (event: Event) => boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (notification) scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification }));
  });
  await expect(page).toHaveURL(`${server.url}/?line=mrt3&station=cube`);
  await expect(page.getByRole("heading", { level: 2, name: "Araneta Center-Cubao" })).toBeVisible();
});

test("Settings lists the device's reminders, pauses them and deletes everything it saved", async ({
  page,
  context,
}) => {
  await openCubaoOnSubscribablePhone(page, context);
  const southbound = page.getByRole("region", { name: "Southbound" });
  await southbound.getByRole("button", { name: "Paalalahanan ako: Southbound" }).click();
  await southbound.getByRole("radio", { name: "Regular na biyahe" }).check();
  await southbound.getByRole("button", { name: "I-save ang paalala" }).click();
  await expect(southbound.getByRole("status")).toContainText("Naka-save ang paalala");

  await page.goto(`${server.url}/settings`);
  const section = page.getByRole("region", { name: "Mga paalala" });
  await expect(
    section.getByText(
      "Southbound sa Araneta Center-Cubao: Lun, Mar, Miy, Huw, Biy, 07:30–08:00, 5 minuto bago",
    ),
  ).toBeVisible();
  await section.getByRole("button", { name: "I-pause" }).click();
  await expect(section.getByText("Naka-pause")).toBeVisible();
  // Deleted from the keyboard, the reminder goes with its button: the line saying so has the focus.
  await section.getByRole("button", { name: "Burahin", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(section.getByText("Walang paalala sa device na ito.")).toBeVisible();
  await expect(section.getByRole("status").filter({ hasText: "Nabura na ang paalala." })).toBeFocused();
  await section.getByRole("button", { name: "Burahin lahat ng na-save ng device na ito" }).click();
  await expect(section.getByText("Nabura na lahat ng na-save ng device na ito.")).toBeVisible();
  await expect(section.getByText("Walang paalala sa device na ito.")).toBeVisible();
});
