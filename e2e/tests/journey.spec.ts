import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { getLine } from "@riles/core";
import { stubMapTiles } from "../support/map-tiles";
import { serverNow } from "../support/server-clock";

// The server's clock is a weekday Manila morning (support/server-clock.ts): every line runs. The page's
// clock is pinned to it, so the countdown counts from the moment the server plans for.

test("a rider goes from Monumento to Ayala: LRT-1, a walk at EDSA-Taft, MRT-3, with times and fares", async ({
  page,
}) => {
  await page.clock.setFixedTime(serverNow());
  await stubMapTiles(page);
  await page.goto("/?line=lrt1&station=mon");
  await page.getByRole("link", { name: "Go somewhere from here" }).click();

  await expect(page).toHaveURL(/\/journey\?from=lrt1\.mon$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan a journey" })).toBeVisible();
  await expect(page.getByText("Monumento, LRT-1")).toBeVisible();
  await page.getByRole("combobox", { name: "Search the station you go to" }).fill("ayala");
  await page
    .getByRole("listbox", { name: "Search the station you go to" })
    .getByRole("option", { name: /Ayala.*MRT-3/ })
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
  await expect(legs.nth(0)).toContainText("Fare ₱36");
  await expect(legs.nth(1)).toHaveText(
    "Walk from EDSA to Taft Avenue: 7 minutesYou leave the paid area: the next line is paid again.",
  );
  await expect(legs.nth(2)).toContainText("MRT-3 towards North Avenue");
  await expect(legs.nth(2)).toContainText("Taft Avenue to Ayala, 2 stops");
  await expect(legs.nth(2)).toContainText("Fare ₱13");
  await expect(first.getByText(/^Arrive at \d{1,2}:\d\d AM$/)).toBeVisible();
  await expect(first.getByText("Total fare ₱49 (beep card)")).toBeVisible();

  // A student pays half on each line, rounded up to the peso: 18 + 7.
  await page.getByRole("combobox", { name: "Fare" }).selectOption("student");
  await expect(first.getByText("Total fare ₱25 (beep card, student half fare)")).toBeVisible();

  // The route on the map: LRT-1 and MRT-3 in their colours, the walk dashed, the ends and the change pinned.
  await first.getByRole("button", { name: /^Show the route on the map \(Option 1:/ }).click();
  const map = first.getByRole("region", { name: /^Map of Option 1: \d+ minutes$/ });
  await expect(map.locator(`path.route-ride[stroke="${getLine("lrt1")?.color}"]`)).toHaveCount(1);
  await expect(map.locator(`path.route-ride[stroke="${getLine("mrt3")?.color}"]`)).toHaveCount(1);
  await expect(map.locator("path.route-walk")).toHaveCount(1);
  await expect(map.getByRole("img", { name: "Start: Monumento, LRT-1" })).toBeVisible();
  await expect(map.getByRole("img", { name: "Change at EDSA, LRT-1" })).toBeVisible();
  await expect(map.getByRole("img", { name: "Change at Taft Avenue, MRT-3" })).toBeVisible();
  await expect(map.getByRole("img", { name: "End: Ayala, MRT-3" })).toBeVisible();
  await expect(map.locator(".leaflet-control-attribution")).toContainText("© OpenStreetMap contributors");
  // Every pin inside the map's box: the view is fitted to the route. Read in one frame and polled, as the
  // fitting may still be moving the pins.
  const pinsOutside = () =>
    map.evaluate((element) => {
      const frame = element.querySelector(".leaflet-container")?.getBoundingClientRect();
      const pins = [...element.querySelectorAll("img.leaflet-marker-icon")].map((pin) =>
        pin.getBoundingClientRect(),
      );
      if (!frame || pins.length === 0) return Number.NaN;
      return pins.filter(
        (pin) =>
          pin.left < frame.left ||
          pin.right > frame.right ||
          pin.top < frame.top ||
          pin.bottom > frame.bottom,
      ).length;
    });
  await expect.poll(pinsOutside, { timeout: 5_000 }).toBe(0);

  // A 360 px phone: nothing scrolls sideways; axe-core finds nothing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test("between Fernando Poe Jr. and North Avenue, the plan first says riders cross by road, then the way by train", async ({
  page,
}) => {
  await page.clock.setFixedTime(serverNow());
  await page.goto("/journey?from=lrt1.fpr&to=mrt3.ns");
  const ways = page.getByRole("region", { name: "Ways to go, fastest first" });
  await expect(
    ways.getByText(
      "Fernando Poe Jr. and North Avenue are close, but no walkway links them yet: riders cross by jeepney or the EDSA Carousel. By train alone:",
    ),
  ).toBeVisible();
  await expect(ways.getByRole("article").first().getByRole("heading", { level: 3 })).toHaveText(
    /^Option 1: \d+ minutes$/,
  );
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

test("a keyboard rider chooses a station from the matches with the arrows and Enter, the focus in the search", async ({
  page,
}) => {
  await page.clock.setFixedTime(serverNow());
  await page.goto("/journey?from=lrt1.mon");
  const search = page.getByRole("combobox", { name: "Search the station you go to" });
  await search.fill("buendia");
  const matches = page.getByRole("listbox", { name: "Search the station you go to" });
  await expect(matches.getByRole("option")).toHaveCount(2);
  await search.press("ArrowDown");
  await search.press("ArrowDown");
  await expect(matches.getByRole("option", { selected: true })).toHaveAccessibleName(/Buendia.*MRT-3/);
  await expect(search).toBeFocused();
  // The open list, an option moved to, passes axe-core as the rest of the screen does.
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);

  await search.press("Enter");
  await expect(page).toHaveURL(/to=mrt3\.buendia/);
  await expect(page.getByText("Buendia, MRT-3")).toBeVisible();
  await expect(page.getByRole("button", { name: "Change: To" })).toBeFocused();
});

// The time field is uncontrolled, so typing is never rewritten between keys; Back and Forward must still show
// the time of the plan they land on. The app has no link from one plan to another: the second plan is added
// to the tab's history as a link would add it, then reached with the browser's own Back and Forward.
test("Back and Forward show the time of the plan they land on, and the time is typed as before", async ({
  page,
}) => {
  await page.clock.setFixedTime(serverNow());
  const plan = (at: string) => `/journey?from=lrt1.mon&to=mrt3.ayala&at=${at}`;
  const planned = () => new URL(page.url()).searchParams.get("at");
  await page.goto(plan("07:30"));
  const field = page.getByLabel("Time of leaving (Manila)");
  await expect(field).toHaveValue("07:30");
  await page.evaluate((later) => {
    history.pushState({ usr: null, key: "later", idx: 1 }, "", later);
  }, plan("09:00"));
  await page.goBack();
  await page.goForward();
  await expect.poll(planned).toBe("09:00");
  await expect(field).toHaveValue("09:00");
  await page.goBack();
  await expect.poll(planned).toBe("07:30");
  await expect(field).toHaveValue("07:30");

  await field.focus();
  await field.pressSequentially("1030P");
  await expect(field).toHaveValue("22:30");
  await expect.poll(planned).toBe("22:30");
});

test("on a 360 x 640 phone, the fastest way of a plan opened from a link comes into view above the bottom bar", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto("/journey?from=lrt1.mon&to=mrt3.ayala");
  const heading = page
    .getByRole("region", { name: "Ways to go, fastest first" })
    .getByRole("article")
    .first()
    .getByRole("heading", { level: 3 });
  await expect(heading).toHaveText(/^Option 1: \d+ minutes$/);
  const navigationTop = (await page.getByRole("navigation", { name: "Main" }).boundingBox())?.y ?? 0;
  await expect
    .poll(async () => {
      const box = await heading.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= navigationTop;
    })
    .toBe(true);
  // No further than that: the form the rider may still change stays on screen.
  await expect(page.getByRole("combobox", { name: "Fare" })).toBeInViewport();
});
