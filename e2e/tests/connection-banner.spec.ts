import { expect, type Locator, type Page, test } from "@playwright/test";
import { MESSAGES } from "@riles/core";

// Tuesday 24 November 2026, 08:03 in Manila: EDSA's trains are running.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");

/** Runs the page's timers forward in 2-second steps (the app's retry spacing) until `check` passes. */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(2_000);
    await check();
  }).toPass({ timeout: 60_000 });
}

/** Whether what the rider sees at `target`'s centre is `target` itself, not the header over it. */
async function expectUncovered(page: Page, target: Locator, name: string) {
  const box = await target.boundingBox();
  const header = await page.locator("header").boundingBox();
  if (!box || !header) throw new Error(`${name} or the header is not on the page`);
  expect(box.y, `${name} below the header`).toBeGreaterThanOrEqual(header.y + header.height);
  const onTop = await target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });
  expect(onTop, `${name} is what shows at its centre`).toBe(true);
}

test("the banner pushes the arrivals down rather than covering them, as it comes and goes", async ({
  page,
  context,
}) => {
  await page.clock.install({ time: weekdayMorning });
  await page.goto("/?line=lrt1&station=edsa");
  const heading = page.getByRole("heading", { level: 2, name: "EDSA" });
  const refresh = page.getByRole("button", { name: "Refresh" });
  await expect(
    page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes").first(),
  ).toBeVisible();
  // Opened on the station, the screen goes to its arrivals (smoothly): their heading just under the header.
  let lastScrollY = -1;
  await expect(async () => {
    const scrollY = await page.evaluate(() => window.scrollY);
    const still = scrollY === lastScrollY;
    lastScrollY = scrollY;
    expect(scrollY > 0 && still, "scrolled to the arrivals and still").toBe(true);
  }).toPass({ timeout: 15_000, intervals: [200] });
  await expectUncovered(page, heading, "the heading");
  await expectUncovered(page, refresh, "Refresh");

  const banner = page.getByRole("alert").filter({ hasText: MESSAGES.connectionLost });
  await context.setOffline(true);
  await runClockUntil(page, () => expect(banner).toBeVisible({ timeout: 500 }));
  await expect(banner).toBeInViewport();
  await expectUncovered(page, heading, "the heading");
  await expectUncovered(page, refresh, "Refresh");

  await context.setOffline(false);
  await runClockUntil(page, () => expect(banner).toHaveCount(0, { timeout: 500 }));
  await expectUncovered(page, heading, "the heading");
  await expectUncovered(page, refresh, "Refresh");
});
