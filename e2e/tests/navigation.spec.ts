import { expect, test } from "@playwright/test";

test("the bottom tabs navigate and mark the current screen", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation");
  await expect(page.getByRole("banner")).toContainText("Riles");
  await expect(nav.getByRole("link", { name: "Lines" })).toHaveAttribute("aria-current", "page");

  await nav.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Lines" })).not.toHaveAttribute("aria-current", "page");
  // The page's title names the screen, for screen readers, tabs and history.
  await expect(page).toHaveTitle("Settings · Riles");

  await nav.getByRole("link", { name: "Lines" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
  await expect(page).toHaveTitle("Lines · Riles");
});

test("a link that leaves with its screen hands the focus to the next screen, not to the top of the page", async ({
  page,
}) => {
  // Settings opened from its tab, so that the app (not the page's HTML) shows it.
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  const accuracyLink = page.getByRole("link", { name: "How accurate are the estimates?" });
  await accuracyLink.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab goes on from the new screen, not from the skip link at the top of the page.
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Skip to main content" })).not.toBeFocused();

  // A tab of the bottom bar is still there after the screen changes, and keeps the focus.
  const linesTab = page.getByRole("navigation").getByRole("link", { name: "Lines" });
  await linesTab.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/$/);
  await expect(linesTab).toBeFocused();
  // Where the browser does not focus a tab it taps (Safari), the new screen does not take the focus either.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).dispatchEvent("click");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).not.toBeFocused();
});

test("the sign-in screen, outside the layout, takes the focus on arriving and hands it back on its Back", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Sign in" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Sign In", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Back" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  // The Back button went with the sign-in screen: Settings' main area has the focus, not the page's top.
  await expect(page.getByRole("main")).toBeFocused();
  // So does the browser's Back to Settings, which a tab once opened, from a screen its link opened.
  await page.getByRole("link", { name: "How accurate are the estimates?" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/accuracy$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  await expect(page.getByRole("main")).toBeFocused();
});

test("an unknown path shows the error screen with 404", async ({ page }) => {
  await page.goto("/nope");
  await expect(page.getByText("Unexpected Application Error!")).toBeVisible();
  await expect(page.getByText(/404/)).toBeVisible();
});

test.describe("on a 360 x 640 phone zoomed to 200 %", () => {
  // 180 x 320 CSS pixels, laid out as a phone does: content wider than the screen widens the page.
  test.use({ viewport: { width: 180, height: 320 }, isMobile: true, hasTouch: true });

  test("no screen scrolls sideways (WCAG 1.4.10, reflow)", async ({ page }) => {
    await page.clock.setFixedTime(new Date("2026-11-24T08:03:00+08:00"));
    for (const [path, heading] of [
      ["/?line=lrt1&station=edsa", "Select a Station"],
      ["/journey?from=lrt1.mon&to=mrt3.ayala", /^Option 1:/],
      ["/settings", "Settings"],
      ["/accuracy", "How accurate are the estimates?"],
      ["/map", "Map"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test("the Lines screen fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
  await page.goto("/?line=lrt1&station=edsa");
  await expect(page.getByRole("heading", { name: "Select a Station" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
