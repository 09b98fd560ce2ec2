import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { serverNow } from "../support/server-clock";

// The server's clock is a weekday Manila morning (support/server-clock.ts): every line runs. The page's
// clock is pinned to it, so the countdown counts from the moment the server plans for.

test("a rider goes from Monumento to Ayala: LRT-1, a walk at EDSA-Taft, MRT-3, with times and fares", async ({
  page,
}) => {
  await page.clock.setFixedTime(serverNow());
  await page.goto("/?line=lrt1&station=mon");
  await page.getByRole("link", { name: "Go somewhere from here" }).click();

  await expect(page).toHaveURL(/\/journey\?from=lrt1\.mon$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan a journey" })).toBeVisible();
  await expect(page.getByText("Monumento, LRT-1")).toBeVisible();
  await page.getByRole("searchbox", { name: "Search the station you go to" }).fill("ayala");
  await page
    .getByRole("list", { name: "Search the station you go to" })
    .getByRole("button", { name: /Ayala.*MRT-3/ })
    .click();
  await expect(page).toHaveURL(/to=mrt3\.ayala/);

  const ways = page.getByRole("region", { name: "Ways to go, fastest first" });
  const first = ways.getByRole("article").first();
  await expect(first.getByRole("heading", { level: 3 })).toHaveText(/^Option 1: \d+ minutes$/);
  await expect(first.getByText(/^(Leave now|Next train in \d+ minutes?)$/)).toBeVisible();
  const legs = first.getByRole("listitem");
  await expect(legs).toHaveCount(3);
  await expect(legs.nth(0)).toContainText("LRT-1 towards Dr. Santos");
  await expect(legs.nth(0)).toContainText("Monumento to EDSA, 16 stops");
  await expect(legs.nth(0)).toContainText(
    /Departs \d{1,2}:\d\d AM \(from (the timetable|riders' live reports)\)/,
  );
  await expect(legs.nth(0)).toContainText("₱36");
  await expect(legs.nth(1)).toHaveText("Walk from EDSA to Taft Avenue: 7 minutes");
  await expect(legs.nth(2)).toContainText("MRT-3 towards North Avenue");
  await expect(legs.nth(2)).toContainText("Taft Avenue to Ayala, 2 stops");
  await expect(legs.nth(2)).toContainText("₱13");
  await expect(first.getByText(/^Arrive at \d{1,2}:\d\d AM$/)).toBeVisible();
  await expect(first.getByText("Fare ₱49")).toBeVisible();

  // A student pays half on each line, rounded up to the peso: 18 + 7.
  await page.getByRole("combobox", { name: "Fare" }).selectOption("student");
  await expect(first.getByText("Fare ₱25")).toBeVisible();

  // A 360 px phone: nothing scrolls sideways; axe-core finds nothing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("Lines leads to an empty journey, and the chosen fare kind is still there next time", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Plan a journey" }).click();
  await expect(page).toHaveURL(/\/journey$/);
  await expect(page.getByText("Choose where you leave from and where you go.")).toBeVisible();
  await page.getByRole("combobox", { name: "Card" }).selectOption("single-journey");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Card" })).toHaveValue("single-journey");
});
