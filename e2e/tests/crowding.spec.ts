import { expect, test } from "@playwright/test";
import { serverNow } from "../support/server-clock";

// The server holds weeks of seeded reports (support/crowding-seed.ts); its clock starts on Tuesday
// 24 November 2026 at 08:03 in Manila, and the browser is pinned to it (in New York time, on purpose).

test.describe("how full trains usually are", () => {
  test("Shaw Boulevard: a chart per direction under the arrivals, and the sentence for this hour", async ({
    page,
  }) => {
    await page.clock.setFixedTime(serverNow());
    await page.goto("/?line=mrt3&station=shaw");
    await expect(page.getByRole("region", { name: "Southbound" }).getByText("Next Train")).toBeVisible();

    const usually = page.getByRole("region", { name: "Usually at this station" });
    const southbound = usually.getByRole("figure", { name: /^Southbound/ });
    await expect(southbound.getByText("Usually packed around 8 AM on weekdays")).toBeVisible();
    await expect(southbound.getByText("Based on 12 weekday reports from the last 8 weeks")).toBeVisible();
    // The chart's text equivalent: this hour marked, the evening crowded, an hour without reports said so.
    const table = southbound.getByRole("table", { name: "Usual crowd by hour on weekdays" });
    await expect(table.getByRole("row", { name: "8 AM (now) Packed 7" })).toBeAttached();
    await expect(table.getByRole("row", { name: "6 PM Crowded 5" })).toBeAttached();
    await expect(table.getByRole("row", { name: "12 PM Not enough reports yet 0" })).toBeAttached();

    const northbound = usually.getByRole("figure", { name: /^Northbound/ });
    await expect(northbound.locator("p", { hasText: "Not enough reports yet" })).toBeVisible();

    // Readable on a 360 px phone: the chart fits, nothing scrolls sideways.
    await southbound.scrollIntoViewIfNeeded();
    const box = await southbound.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("a quiet station says there are not enough reports yet", async ({ page }) => {
    await page.clock.setFixedTime(serverNow());
    await page.goto("/?line=mrt3&station=boni");
    const usually = page.getByRole("region", { name: "Usually at this station" });
    for (const direction of [/^Northbound/, /^Southbound/]) {
      const figure = usually.getByRole("figure", { name: direction });
      await expect(figure.locator("p", { hasText: "Not enough reports yet" })).toBeVisible();
      await expect(figure.getByText("Based on 0 weekday reports from the last 8 weeks")).toBeVisible();
    }
  });

  test("the figures come after the arrivals, never with the first screen", async ({ page }) => {
    const crowdingRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/crowding") crowdingRequests.push(request.url());
    });
    await page.clock.setFixedTime(serverNow());
    await page.goto("/");
    await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toBeVisible();
    expect(crowdingRequests).toEqual([]);
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await page.getByRole("link", { name: "Shaw Boulevard", exact: true }).click();
    // The heading shows while the figures load; once a chart is on screen its one request has been made.
    const usually = page.getByRole("region", { name: "Usually at this station" });
    await expect(usually.getByRole("figure", { name: /^Southbound/ })).toBeVisible();
    expect(crowdingRequests).toHaveLength(1);
  });
});
