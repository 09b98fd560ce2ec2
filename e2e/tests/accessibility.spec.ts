import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { MESSAGES, WEB_TEXTS_EN } from "@riles/core";
import { confirmedAccount, signIn } from "../support/account";
import { expect, test } from "../support/fixtures";
import { stubMapTiles } from "../support/map-tiles";

/** axe-core's every rule (WCAG 2.2 A/AA and best practices) on the page as it is now: no violation. */
async function expectNoViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(found, state).toEqual([]);
}

/** Every element a person can tap on this page is at least 44x44 px (WCAG 2.5.5). */
async function expectTouchTargets(page: Page, scope: string) {
  const small = await page
    .locator(`${scope} :is(a[href], button, select, input, summary)`)
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({
          name: element.textContent?.trim() || element.getAttribute("aria-label"),
          box: element.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(({ name, box }) => `${name}: ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
  expect(small).toEqual([]);
}

/** Every visible piece of text in `scope` is at least 14 px. */
async function expectReadableText(page: Page, scope: string) {
  const tiny = await page.locator(scope).evaluateAll((roots) =>
    roots.flatMap((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const found: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim();
        if (!element || !text || element.closest(".sr-only") || element.getClientRects().length === 0)
          continue;
        const size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (size < 14) found.push(`${text}: ${size}px`);
      }
      return found;
    }),
  );
  expect(tiny).toEqual([]);
}

/** `target` is wholly between the sticky header and the fixed bottom navigation (WCAG 2.4.11). */
async function expectClearOfBars(page: Page, target: Locator) {
  const box = await target.boundingBox();
  const header = await page.locator("header").boundingBox();
  const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
  if (!box || !header || !nav) throw new Error("target, header or navigation is not on screen");
  expect(box.y, "below the header").toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y + box.height, "above the navigation").toBeLessThanOrEqual(nav.y);
}

// Tuesday 24 November 2026, 08:03 in Manila (the browser runs in New York time on purpose), and 23:30 the
// same day, after LRT-1's last train.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
const weekdayNight = new Date("2026-11-24T23:30:00+08:00");

test("Lines by default, with arrivals, unable to load them and closed", async ({ page, context }) => {
  await page.clock.setFixedTime(weekdayMorning);
  await page.goto("/");
  await expect(page.getByRole("list", { name: "LRT-1 stations" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoViolations(page, "lines default");
  await expectTouchTargets(page, "main");
  await expectReadableText(page, "main");
  await expectTouchTargets(page, "nav");
  await expectReadableText(page, "nav");

  await page.goto("/?line=lrt1&station=edsa");
  const northbound = page.getByRole("region", { name: "Northbound" });
  await expect(northbound.getByTestId("arrival-minutes")).toHaveText(["Now", "5", "10"]);
  await expectNoViolations(page, "lines arrivals");
  await expectTouchTargets(page, "main");
  await expectReadableText(page, "main");
  // The arriving train's card pulses without fading its text.
  await expect(northbound.getByRole("listitem").first()).toHaveCSS("opacity", "1");

  // The network drops: Refresh keeps the arrivals and says what went wrong.
  await context.setOffline(true);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText(WEB_TEXTS_EN.network.offline, {
    timeout: 15_000,
  });
  await expectNoViolations(page, "lines arrivals failing to refresh");
  await context.setOffline(false);

  await page.clock.setFixedTime(weekdayNight);
  await page.goto("/?line=lrt1&station=edsa");
  await expect(page.getByText(MESSAGES.stationClosed)).toBeVisible();
  await expectNoViolations(page, "lines closed");
  await expectReadableText(page, "main");
});

test("the error page of an unknown address, and its skip link", async ({ page }) => {
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(MESSAGES.unexpectedApplicationError);
  await expect(page.getByText("404 Not Found")).toBeVisible();
  await expectNoViolations(page, "error page");
  await expectTouchTargets(page, "main");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await expectTouchTargets(page, "body > div");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Go to Lines" })).toBeFocused();
});

test("a screen that could not load: its failure and Try Again", async ({ page }) => {
  await page.route("**/api/accuracy", (route) => route.abort("connectionfailed"));
  await page.goto("/accuracy");
  const failure = page.getByRole("alert").filter({ hasText: WEB_TEXTS_EN.accuracy.failed });
  await expect(failure).toContainText(WEB_TEXTS_EN.network.noAnswer);
  await expectNoViolations(page, "accuracy failed to load");
  await expectTouchTargets(page, "main");
  await expectReadableText(page, "main");
});

test("keyboard only: skip the header, Tab to the station list, arrows and Enter choose a station", async ({
  page,
}) => {
  await page.clock.setFixedTime(weekdayMorning);
  await page.goto("/");
  await expect(page.getByRole("list", { name: "LRT-1 stations" })).toBeVisible();

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  // The list is one tab stop among a handful: the location card's button, three lines, the help box's
  // close button and the search field come before it.
  const first = page.getByRole("link", { name: "Fernando Poe Jr." });
  let tabs = 0;
  while (tabs < 8 && !(await first.evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press("Tab");
    tabs += 1;
  }
  await expect(first).toBeFocused();
  await expectClearOfBars(page, first);

  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Balintawak" })).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("link", { name: "Dr. Santos" })).toBeFocused();
  await expectClearOfBars(page, page.getByRole("link", { name: "Dr. Santos" }));
  for (let step = 0; step < 6; step += 1) await page.keyboard.press("ArrowUp");
  const edsa = page.getByRole("link", { name: "EDSA", exact: true });
  await expect(edsa).toBeFocused();
  // Moving does not choose.
  await expect(page).not.toHaveURL(/station=/);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/[?&]line=lrt1&station=edsa/);
  await expect(edsa).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("heading", { level: 2, name: "EDSA" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes")).toHaveText([
    "Now",
    "5",
    "10",
  ]);

  // One Tab leaves the list for the arrivals' own buttons.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add EDSA to favourites" })).toBeFocused();
  await page.keyboard.press("Tab");
  const refresh = page.getByRole("button", { name: "Refresh" });
  await expect(refresh).toBeFocused();
  await expectClearOfBars(page, refresh);

  // Pressed while the server is slow, Refresh says it is busy and keeps the focus: a disabled button would
  // drop it to the page, and the next Tab would start from the top.
  let answerHealth = () => {};
  const healthHeld = new Promise<void>((resolve) => (answerHealth = resolve));
  let healthAsked = () => {};
  const healthAskedFor = new Promise<void>((resolve) => (healthAsked = resolve));
  await page.route("**/api/health", async (route) => {
    healthAsked();
    await healthHeld;
    await route.continue();
  });
  await page.keyboard.press("Enter");
  await healthAskedFor;
  await expect(refresh).toBeFocused();
  await expect(refresh).toHaveAttribute("aria-disabled", "true");
  answerHealth();
  await expect(refresh).not.toHaveAttribute("aria-disabled");
  await expect(refresh).toBeFocused();
});

test("the auth screen in each mode and with each message", async ({ page }) => {
  await page.goto("/auth?from=report");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expectNoViolations(page, "sign in, sent from Report");
  await expectTouchTargets(page, "main");
  await expectReadableText(page, "main");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("alert")).toContainText("Missing: Email, Password.");
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "sign in refused");

  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await expectNoViolations(page, "sign up");
  await page.getByRole("button", { name: "Already have an account? Sign in" }).click();
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expectNoViolations(page, "forgot password");
  await expectTouchTargets(page, "main");

  await page.goto("/auth?mode=reset&token=not-checked-until-sent");
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await expectNoViolations(page, "choose a new password");
  await expectTouchTargets(page, "main");
  await page.goto("/auth?mode=reset&error=INVALID_TOKEN");
  await expectNoViolations(page, "reset link failed");
  await page.goto("/auth?confirmed=1");
  await expectNoViolations(page, "address confirmed");
});

test("report form, its error and its success; Settings signed in, and deleting", async ({ page }) => {
  const email = `axe-${Date.now()}@example.com`;
  await confirmedAccount(page, email, "secret-train-3");
  await signIn(page, email, "secret-train-3");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/report");
  await expect(page.getByRole("heading", { level: 1, name: "Report Train Departure" })).toBeVisible();
  await expectNoViolations(page, "report form");
  await expectTouchTargets(page, "main");
  await expectReadableText(page, "main");

  // Keyboard only: an empty submit lands on the first missing field, which says what it needs.
  await page.getByRole("button", { name: "Submit Report" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText(
    `${MESSAGES.fillRequiredFields}. Missing: Train Line, Station, Direction.`,
  );
  await expect(page.getByLabel("Train Line")).toBeFocused();
  await expect(page.getByLabel("Train Line")).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page, "report form error");

  // Still keyboard only: arrows choose within a field, Tab moves on, Enter submits.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Train Line")).toHaveValue("lrt1");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Station")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Station")).toHaveValue("fpr");
  await page.keyboard.press("Tab");
  await page.keyboard.press("ArrowDown");
  // Fernando Poe Jr. is a terminus: the one direction that leaves it.
  await expect(page.getByLabel("Direction")).toHaveValue("southbound");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Submit Report" })).toBeFocused();
  await expectClearOfBars(page, page.getByRole("button", { name: "Submit Report" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(MESSAGES.reportSubmitted)).toBeVisible();
  await expect(page.locator(":focus")).toContainText(MESSAGES.reportThanks);
  await expectNoViolations(page, "report submitted");

  await page.goto("/settings");
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expectNoViolations(page, "settings signed in");
  await expectTouchTargets(page, "main section");
  await page.getByRole("button", { name: "Delete account" }).click();
  await expectNoViolations(page, "delete account confirmation");
  await expectTouchTargets(page, "main section");
  await expectReadableText(page, "main section");
});

test("Settings signed out, and the map", async ({ page }) => {
  await page.goto("/settings");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expectNoViolations(page, "settings signed out");

  await stubMapTiles(page);
  await page.goto("/map");
  await expect(page.locator("img.leaflet-marker-icon").first()).toBeVisible();
  await expectNoViolations(page, "map");
  await expectTouchTargets(page, ".leaflet-control-zoom");
  await expectTouchTargets(page, "main :is([role=group], details)");
  await expectReadableText(page, "main");
  await page.getByRole("button", { name: "Pedro Gil, LRT-1" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("link", { name: "See arrivals" })).toBeVisible();
  await expectNoViolations(page, "map popup");
  await expectReadableText(page, ".leaflet-popup-content");
  await expectTouchTargets(page, ".leaflet-popup-content");
});

test("line trouble notes on Lines and the map: readable, and named on each line's button", async ({
  page,
  reporter,
  otherRider,
}) => {
  // A line is marked once two riders report (docs/decisions/040-reports-people-can-trust.md).
  for (const each of [reporter, otherRider]) {
    await each.report({
      line_id: "lrt2",
      station_id: "pureza",
      direction: "eastbound",
      status: "cancelled",
      crowd_level: "packed",
    });
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const lrt2 = page.getByRole("button", { name: "LRT-2", exact: true });
  await expect(lrt2).toHaveAccessibleDescription("Cancellations reported");
  await expect(page.getByRole("listitem").filter({ hasText: "LRT-2" })).toHaveText(
    "LRT-2 Cancellations reported",
  );
  await expectNoViolations(page, "lines with trouble notes");
  await expectReadableText(page, "main");
  await expectTouchTargets(page, "main");

  await stubMapTiles(page);
  await page.getByRole("navigation").getByRole("link", { name: "Map" }).click();
  await expect(page.getByRole("button", { name: "LRT-2", exact: true })).toHaveAccessibleDescription(
    "Cancellations reported",
  );
  await expectNoViolations(page, "map with trouble notes");
  await expectReadableText(page, "main");
});
