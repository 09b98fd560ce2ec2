import { expect, type Page, test } from "@playwright/test";
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

  // A station's address gets its station's page: the station marked in its line's list, its name over the
  // arrivals' skeleton; Journey's address its screen's page.
  const station = await (await request.get("/?line=mrt3&station=cube")).text();
  expect(station).toContain(`aria-label="${WEB_TEXTS_EN.lineStations("MRT-3")}"`);
  expect(station).toMatch(/<a aria-current="true"[^>]* href="\/\?line=mrt3&amp;station=cube"/);
  expect(station).toContain(">Araneta Center-Cubao</h2>");
  expect((await request.get("/journey?from=lrt1.edsa")).status()).toBe(200);

  const unknown = await request.get("/no-such-page");
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain(WEB_TEXTS_EN.goToLines);
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the station list shows, a station is a link to its arrivals, a line button opens its stations, and the tabs are links between the screens", async ({
    page,
  }) => {
    await page.goto("/");
    const stations = page.getByRole("list", { name: "LRT-1 stations" });
    await expect(stations.getByRole("link")).toHaveCount(25);

    await stations.getByRole("link", { name: "EDSA", exact: true }).click();
    await expect(page).toHaveURL(/\/\?line=lrt1&station=edsa$/);
    await expect(stations.getByRole("link", { name: "EDSA", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // The arrivals need the clock: their skeleton is the page's, under the station's name.
    await expect(page.getByRole("heading", { level: 2, name: "EDSA" })).toBeVisible();
    await expect(page.getByTestId("arrival-placeholder")).toHaveCount(2);

    // A line button asks for the line's address: its stations come from the server.
    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await expect(page).toHaveURL(/\/\?line=mrt3$/);
    await expect(page.getByRole("list", { name: "MRT-3 stations" }).getByRole("link")).toHaveCount(13);
    await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  });
});

test.describe("hydration", () => {
  // The app registers its worker as it would for a rider; blocked, Playwright would log that it blocked it.
  test.use({ serviceWorkers: "allow" });

  /**
   * Opens `path` and waits for the page to hydrate; gives what was logged so far and after, how many
   * stations were taken off the page (a hydration that failed renders the list afresh) and what moved: each
   * layout shift as the elements that moved, from where to where.
   */
  async function hydrate(page: Page, path: string) {
    await page.clock.setFixedTime(weekdayMorning);
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") logged.push(message.text());
    });
    page.on("pageerror", (error) => logged.push(error.message));
    await page.addInitScript(() => {
      const seen = window as unknown as { stationsRemoved: number; moved: string[][] };
      seen.stationsRemoved = 0;
      seen.moved = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (node.matches("a[href*='station=']") || node.querySelector("a[href*='station=']"))
            )
              seen.stationsRemoved++;
      }).observe(document, { subtree: true, childList: true });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries())
          seen.moved.push(
            (
              entry as unknown as {
                sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
              }
            ).sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node instanceof Element ? node.outerHTML.slice(0, 120) : node?.nodeName} from y ${previousRect.y} to ${currentRect.y}`,
            ),
          );
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The health check is sent by an effect, once the hydrated page has committed.
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/health");
    await page.goto(path);
    await hydrated;
    return {
      logged,
      stationsRemoved: () =>
        page.evaluate(() => (window as unknown as { stationsRemoved: number }).stationsRemoved),
      moved: () => page.evaluate(() => (window as unknown as { moved: string[][] }).moved),
    };
  }

  test("React hydrates the page with nothing logged, and keeps the station list the HTML painted", async ({
    page,
  }) => {
    const { logged, stationsRemoved } = await hydrate(page, "/");
    expect(await stationsRemoved()).toBe(0);

    await page.getByRole("button", { name: "MRT-3" }).click();
    await expect(page.getByRole("list", { name: "MRT-3 stations" })).toBeVisible();
    expect(logged).toEqual([]);
  });

  test("a station's address hydrates its page with nothing logged: the station list stays, the arrivals fill in without a shift", async ({
    page,
  }) => {
    // Other tests report cancellations to the same server; the line marks they raise appear above the station
    // list once fetched and move the page for reasons of their own, not the hydration measured here.
    await page.route("**/api/lines/status", (route) => route.fulfill({ json: [] }));
    const { logged, stationsRemoved, moved } = await hydrate(page, "/?line=mrt3&station=cube");
    const stations = page.getByRole("list", { name: "MRT-3 stations" });
    await expect(stations.getByRole("link", { name: "Araneta Center-Cubao" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(
      page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes").first(),
    ).toBeVisible();
    expect(await stationsRemoved()).toBe(0);
    expect(await moved()).toEqual([]);
    expect(logged).toEqual([]);
  });

  test("a language kept on this device other than the page's: the page hydrates, then switches, with nothing logged", async ({
    page,
  }) => {
    // Filipino chosen under Settings on an earlier visit, its cookie since lost: the server sends English.
    await page.addInitScript(() => {
      if (!localStorage.getItem("riles.language")) localStorage.setItem("riles.language", "fil");
    });
    const { logged, stationsRemoved } = await hydrate(page, "/");
    await expect(page.getByRole("list", { name: WEB_TEXTS_FIL.lineStations("LRT-1") })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fil");
    expect(await stationsRemoved()).toBe(0);
    expect(logged).toEqual([]);
  });
});
