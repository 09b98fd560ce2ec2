import { expect, type Page, test } from "@playwright/test";
import { WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";

// Playwright's routing holds, fails or answers for the app's /api requests: it stands for a rider's
// flaky mobile network, and for a server whose database is down (its 503, docs/product.md).
// Tuesday 24 November 2026, 08:03 in Manila; the browser runs in New York time on purpose.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
const ARRIVALS = "/?line=lrt1&station=edsa";
const SIGHTINGS = /\/api\/sightings\?/;
const { network } = WEB_TEXTS_EN;
const databaseDown = {
  status: 503,
  json: { error: "The database is not answering. Please try again shortly.", code: "databaseUnavailable" },
};

const northboundMinutes = (page: Page) =>
  page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes");
const arrivalsAlert = (page: Page) => page.getByRole("region", { name: "EDSA" }).getByRole("alert");

test.describe("arrivals on a bad network", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(weekdayMorning);
  });

  test("a stalled answer: after about 5 s the schedule's times, marked so, then the live ones when it comes", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SIGHTINGS, async (route) => {
      await held;
      await route.continue();
    });
    const started = Date.now();
    await page.goto(ARRIVALS);
    await expect(page.getByTestId("arrival-placeholder").first()).toBeVisible();

    const note = page.getByText(network.scheduleWaiting, { exact: true });
    await expect(note).toBeVisible({ timeout: 9_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(5_000);
    await expect(northboundMinutes(page)).toHaveText(["Now", "5", "10"]);
    // Still waiting is not a failure.
    await expect(arrivalsAlert(page)).toHaveCount(0);

    release();
    await expect(page.getByText("Updated just now")).toBeVisible();
    await expect(note).toHaveCount(0);
  });

  test("no answer: says the server did not answer, keeps the schedule's times and asks again by itself", async ({
    page,
  }) => {
    await page.route(SIGHTINGS, (route) => route.abort("connectionfailed"));
    await page.goto(ARRIVALS);
    await expect(arrivalsAlert(page)).toHaveText(network.noAnswer);
    await expect(page.getByText(network.scheduleFailed)).toBeVisible();
    await expect(northboundMinutes(page)).toHaveText(["Now", "5", "10"]);

    await page.unroute(SIGHTINGS);
    // Asked again within 15 s, with nothing pressed.
    await expect(page.getByText("Updated just now")).toBeVisible({ timeout: 20_000 });
    await expect(arrivalsAlert(page)).toHaveCount(0);
    await expect(page.getByText(network.scheduleFailed)).toHaveCount(0);
  });

  test("the server cannot reach its data: says so, not that the phone is offline", async ({ page }) => {
    await page.route(SIGHTINGS, (route) => route.fulfill(databaseDown));
    await page.goto(ARRIVALS);
    await expect(arrivalsAlert(page)).toHaveText(network.dataUnavailable);
    await expect(northboundMinutes(page)).toHaveText(["Now", "5", "10"]);

    await page.unroute(SIGHTINGS);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(page.getByText("Updated just now")).toBeVisible();
    await expect(arrivalsAlert(page)).toHaveCount(0);
  });

  test("offline: says the phone is offline, and Refresh recovers once it is back", async ({
    page,
    context,
  }) => {
    await page.goto(ARRIVALS);
    await expect(page.getByText("Updated just now")).toBeVisible();

    await context.setOffline(true);
    const refresh = page.getByRole("button", { name: "Refresh" });
    await refresh.click();
    await expect(arrivalsAlert(page)).toHaveText(network.offline);
    await expect(page.getByText("Last updated at 8:03 AM")).toBeVisible();

    await context.setOffline(false);
    await refresh.click();
    await expect(arrivalsAlert(page)).toHaveCount(0);
    await expect(page.getByText("Updated just now")).toBeVisible();
  });
});

test.describe("screens that could not load", () => {
  test("Settings says it could not check the sign-in, never 'Sign in', and Try Again asks again", async ({
    page,
  }) => {
    await page.route("**/api/auth/get-session", (route) => route.abort("connectionfailed"));
    await page.goto("/settings");
    const account = page.getByRole("region", { name: "Account" });
    const failure = account.getByRole("alert");
    await expect(failure).toContainText(network.sessionUnknown);
    await expect(failure).toContainText(network.noAnswer);
    await expect(account.getByRole("link", { name: "Sign in" })).toHaveCount(0);

    await page.unroute("**/api/auth/get-session");
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(account.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("the report screen says why it could not open, with the focus on it, and Try Again goes on", async ({
    page,
  }) => {
    await page.route("**/api/auth/get-session", (route) => route.fulfill(databaseDown));
    await page.goto("/report");
    const failure = page.getByRole("alert").filter({ hasText: network.sessionUnknown });
    await expect(failure).toContainText(network.dataUnavailable);
    await expect(failure).toBeFocused();

    await page.unroute("**/api/auth/get-session");
    await failure.getByRole("button", { name: "Try Again" }).click();
    // Nobody is signed in: the screen goes on to signing in, as when the check first succeeds.
    await expect(page).toHaveURL(/\/auth\?from=report$/);
  });

  test("published accuracy says why it could not load, and Try Again loads it", async ({ page }) => {
    await page.route("**/api/accuracy", (route) => route.fulfill(databaseDown));
    await page.goto("/accuracy");
    const failure = page.getByRole("alert").filter({ hasText: WEB_TEXTS_EN.accuracy.failed });
    await expect(failure).toContainText(network.dataUnavailable);

    await page.unroute("**/api/accuracy");
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByText(/^Reports since /)).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("journey results say why they could not be planned, and Try Again plans them", async ({ page }) => {
    await page.clock.setFixedTime(weekdayMorning);
    await page.route("**/api/journeys?*", (route) => route.abort("connectionfailed"));
    await page.goto("/journey?from=lrt1.mon&to=mrt3.ayala");
    const failure = page.getByRole("alert").filter({ hasText: "The journey could not be planned" });
    await expect(failure).toContainText(network.noAnswer);

    await page.unroute("**/api/journeys?*");
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { level: 3, name: /^Option 1:/ })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });
});

test.describe("code that did not arrive", () => {
  test("a screen whose code did not arrive says why, keeps the tabs, and Try Again opens it", async ({
    page,
  }) => {
    const MAP_CODE = /\/assets\/map-screen-[^/]*\.js$/;
    await page.clock.setFixedTime(weekdayMorning);
    await page.route(MAP_CODE, (route) => route.abort("connectionfailed"));
    await page.goto("/");
    const tabs = page.getByRole("navigation", { name: "Main" });
    await tabs.getByRole("link", { name: "Map" }).click();

    const failure = page.getByRole("alert").filter({ hasText: WEB_TEXTS_EN.codeNotLoaded });
    await expect(failure).toContainText(network.noAnswer);
    await expect(failure).not.toContainText("dynamically imported");
    await expect(tabs).toBeVisible();

    // Lines still opens, and Map comes back to the same failure until the code can be fetched.
    await tabs.getByRole("link", { name: "Lines" }).click();
    await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
    await tabs.getByRole("link", { name: "Map" }).click();
    await expect(failure).toBeVisible();

    await page.unroute(MAP_CODE);
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(page.getByRole("heading", { name: "Map", level: 1 })).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test("a screen whose code a deploy replaced opens after the page reloads itself for the new build", async ({
    page,
  }) => {
    const MAP_CODE = /\/assets\/map-screen-[^/]*\.js$/;
    await page.clock.setFixedTime(weekdayMorning);
    // The deploy: the server's page names another entry script, and this page's map chunk is gone until
    // the page is loaded again.
    let reloads = 0;
    page.on("request", (request) => {
      if (request.isNavigationRequest() && new URL(request.url()).pathname === "/map") reloads += 1;
    });
    await page.route(MAP_CODE, (route) => (reloads > 0 ? route.continue() : route.fulfill({ status: 404 })));
    await page.route("/", async (route) => {
      if (route.request().resourceType() !== "fetch") return route.continue();
      const served = await route.fetch();
      const html = (await served.text()).replace(
        /data-entry="[^"]*"/,
        'data-entry="/assets/index-next-build.js"',
      );
      return route.fulfill({ response: served, body: html });
    });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Map" }).click();

    await expect(page.getByRole("heading", { name: "Map", level: 1 })).toBeVisible();
    expect(reloads).toBe(1);
    await expect(page.getByRole("alert").filter({ hasText: WEB_TEXTS_EN.codeNotLoaded })).toHaveCount(0);
  });
});

test.describe("in Filipino", () => {
  test.use({ locale: "fil-PH" });

  test("Settings says in Filipino that it could not check the sign-in", async ({ page }) => {
    await page.route("**/api/auth/get-session", (route) => route.abort("connectionfailed"));
    await page.goto("/settings");
    const failure = page.getByRole("alert").filter({ hasText: WEB_TEXTS_FIL.network.sessionUnknown });
    await expect(failure).toContainText(WEB_TEXTS_FIL.network.noAnswer);
    await expect(failure.getByRole("button", { name: WEB_TEXTS_FIL.tryAgain })).toBeVisible();
    await expect(page.getByRole("link", { name: WEB_TEXTS_FIL.signInLink })).toHaveCount(0);
  });
});
