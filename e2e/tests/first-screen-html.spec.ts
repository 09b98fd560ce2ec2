import { expect, test } from "@playwright/test";
import { LANGUAGE_COOKIE, WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";

// Tuesday 24 November 2026, 08:03 in Manila.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");

test("the served page of / holds LRT-1's station list in the language asked, before any script", async ({
  request,
}) => {
  const filipino = await request.get("/", { headers: { "Accept-Language": "fil-PH,fil;q=0.9" } });
  const filipinoPage = await filipino.text();
  expect(filipinoPage).toContain('<html lang="fil">');
  expect(filipinoPage).toContain(`aria-label="${WEB_TEXTS_FIL.lineStations("LRT-1")}"`);
  expect(filipinoPage).toContain(">Fernando Poe Jr.<");

  const chosen = await request.get("/", {
    headers: { "Accept-Language": "en-US", Cookie: `${LANGUAGE_COOKIE}=fil` },
  });
  expect(await chosen.text()).toContain(`aria-label="${WEB_TEXTS_FIL.lineStations("LRT-1")}"`);

  const english = await (await request.get("/", { headers: { "Accept-Language": "en-PH" } })).text();
  expect(english).toContain('<html lang="en">');
  expect(english).toContain(`aria-label="${WEB_TEXTS_EN.lineStations("LRT-1")}"`);

  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(WEB_TEXTS_EN.goToLines);
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the station list shows and the tabs are links between the screens", async ({ page }) => {
    await page.goto("/");
    const stations = page.getByRole("listbox", { name: "LRT-1 stations" });
    await expect(stations.getByRole("option")).toHaveCount(25);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("hydration", () => {
  // The app registers its worker as it would for a rider; blocked, Playwright would log that it blocked it.
  test.use({ serviceWorkers: "allow" });

  test("React hydrates the page with nothing logged, and keeps the station list the HTML painted", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
    });
    page.on("pageerror", (error) => logged.push(error.message));
    // Counts the stations taken off the page: a hydration that failed would render the list afresh.
    await page.addInitScript(() => {
      const counter = window as unknown as { stationsRemoved: number };
      counter.stationsRemoved = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches("[role=option]") || node.querySelector("[role=option]"))
            )
              counter.stationsRemoved++;
      }).observe(document, { subtree: true, childList: true });
    });
    // The health check is sent by an effect, once the hydrated page has committed.
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/health");
    await page.goto("/");
    await hydrated;
    expect(
      await page.evaluate(() => (window as unknown as { stationsRemoved: number }).stationsRemoved),
    ).toBe(0);

    await page.getByRole("button", { name: "MRT-3" }).click();
    await expect(page.getByRole("listbox", { name: "MRT-3 stations" })).toBeVisible();
    expect(logged).toEqual([]);
  });
});
