import { expect, type Page, test } from "@playwright/test";

// Tuesday 24 November 2026, 08:03 in Manila.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Opens the page with the app's code held on its way, as over slow mobile data: the page shows its HTML,
 * and what the rider does on it waits for the code. Returns what lets the code through.
 */
async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  // Marks this page: a page the browser loads afresh has no mark.
  await page.evaluate(() => Object.assign(window, { openedBefore: true }));
  return release;
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedBefore?: boolean }).openedBefore === true);

test.describe("what a rider does before the app's code arrives", () => {
  test("a line chosen and a search typed are done in that order once the code comes", async ({ page }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const release = await openWithCodeHeld(page, "/");
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await page.getByPlaceholder("Search stations...").fill("cub");
    // The HTML alone still lists LRT-1: nothing has happened yet.
    await expect(page.getByRole("list", { name: "LRT-1 stations" })).toBeVisible();

    release();

    const stations = page.getByRole("list", { name: "MRT-3 stations" });
    await expect(stations.getByRole("link", { name: "Araneta Center-Cubao" })).toBeVisible();
    await expect(stations.getByRole("link", { name: "Ayala" })).toHaveCount(0);
    await expect(page.getByPlaceholder("Search stations...")).toHaveValue("cub");
    expect(await sameDocument(page)).toBe(true);
  });

  test("a rider who went into the search after choosing a line types on into that line's search", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const release = await openWithCodeHeld(page, "/");
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await page.getByPlaceholder("Search stations...").fill("cu");

    release();

    // The app has chosen MRT-3, which renders a search of its own, and typed what was typed so far into it.
    const search = page.getByRole("searchbox", { name: "Search MRT-3 stations" });
    await expect(search).toHaveValue("cu");
    await page.keyboard.type("b");
    await expect(search).toHaveValue("cub");
    await expect(search).toBeFocused();
  });

  test("a station tapped opens in place once the code comes, scrolled to both directions' next trains", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const release = await openWithCodeHeld(page, "/");
    await page.getByRole("link", { name: "EDSA", exact: true }).click();
    expect(new URL(page.url()).search).toBe("");

    release();

    await expect(page).toHaveURL(/[?&]station=edsa/);
    for (const direction of ["Northbound", "Southbound"])
      await expect(
        page.getByRole("region", { name: direction }).getByRole("listitem").first(),
      ).toBeInViewport({ ratio: 1 });
    expect(await sameDocument(page)).toBe(true);
  });

  test("a station of another line's page tapped opens in place once the code comes", async ({ page }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const release = await openWithCodeHeld(page, "/?line=mrt3");
    await page
      .getByRole("list", { name: "MRT-3 stations" })
      .getByRole("link", { name: "Shaw Boulevard" })
      .click();

    release();

    await expect(page).toHaveURL(/[?&]line=mrt3&station=shaw/);
    await expect(page.getByRole("heading", { name: "Shaw Boulevard" })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
  });

  test("a line chosen before the code comes, then its station tapped as the code comes, opens that station", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const release = await openWithCodeHeld(page, "/");
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();

    release();
    // Tapped as soon as MRT-3's stations show, while the kept tap on MRT-3 may still be being replayed.
    await page.getByRole("link", { name: "Shaw Boulevard", exact: true }).click();

    await expect(page).toHaveURL(/[?&]line=mrt3&station=shaw/);
    await expect(page.getByRole("heading", { name: "Shaw Boulevard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(await sameDocument(page)).toBe(true);
  });

  test("when the code never comes, a station tapped meanwhile is followed as a plain link", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    await page.route(ENTRY_SCRIPT, (route) => route.abort());
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "EDSA", exact: true }).click();

    await expect(page).toHaveURL(/[?&]station=edsa/);
    await expect(page.getByRole("heading", { name: "EDSA" })).toBeVisible();
  });
});
