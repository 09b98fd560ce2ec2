import { expect, test } from "@playwright/test";
import { MESSAGES } from "@riles/core";

// The service worker is what keeps the app usable offline, so this test lets it run.
test.use({ serviceWorkers: "allow" });

test("after a first visit, a reload without network still shows schedule-only arrivals", async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-24T08:03:00+08:00"));
  await page.goto("/?line=lrt1&station=edsa");
  await expect(page.getByRole("region", { name: "Northbound" })).toBeVisible();
  // Once the worker is active it has precached the app shell; it controls pages opened after that.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole("heading", { level: 2, name: "EDSA" })).toBeVisible();
  await expect(page.getByText("Schedule only: live reports could not be loaded")).toBeVisible();
  await expect(page.getByText(MESSAGES.databaseConnectionFailed)).toBeVisible();
  await expect(page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes")).toHaveText([
    "Now",
    "5",
    "10",
  ]);
});
