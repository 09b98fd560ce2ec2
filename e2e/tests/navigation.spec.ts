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

test("an unknown path shows the error screen with 404", async ({ page }) => {
  await page.goto("/nope");
  await expect(page.getByText("Unexpected Application Error!")).toBeVisible();
  await expect(page.getByText(/404/)).toBeVisible();
});

test("the Lines screen fits a 360 px wide phone without sideways scrolling", async ({ page }) => {
  await page.goto("/?line=lrt1&station=edsa");
  await expect(page.getByRole("heading", { name: "Select a Station" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
