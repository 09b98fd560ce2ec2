import type { APIRequestContext, Locator, Page } from "@playwright/test";
import {
  type Direction,
  estimateArrivals,
  getStation,
  type LineId,
  type LineSightings,
  lineSightingsSchema,
  minutesUntil,
} from "@riles/core";
import { expect, type Reporter, test } from "../support/fixtures";
import { serverNow } from "../support/server-clock";
import { watchStreamSettling } from "../support/stream-settling";

// Tuesday 24 November 2026, 08:03 in Manila; the browser runs in New York time on purpose.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
// Saturday 28 November 2026, 04:45 in Manila: LRT-1 opens at 05:00 on weekends.
const saturdayDawn = new Date("2026-11-28T04:45:00+08:00");

/** The first (next) train card of a direction's group. */
const nextTrainOf = (page: Page, direction: string) =>
  page.getByRole("region", { name: direction }).getByRole("listitem").first();

const sightingsOf = async (request: APIRequestContext, lineId: LineId): Promise<LineSightings> =>
  lineSightingsSchema.parse(await (await request.get(`/api/sightings?line=${lineId}`)).json());

/**
 * A rider reports a train leaving `seen.stationId` in `direction` while `region` shows `stationId`'s arrivals;
 * once the report is on screen, the next train the estimator gives there, from the line's reports now and
 * what the screen had learned of the day when it opened (a pushed report joins its reports; the factor and
 * the directions keeping the timetable wait for its next fetch, 30 s on).
 */
async function nextTrainAfterSighting(
  request: APIRequestContext,
  reporter: Reporter,
  region: Locator,
  at: { lineId: LineId; stationId: string; direction: Direction; now: Date },
  seen: { stationId: string; station: string; crowdLevel: string },
) {
  const { lineId, stationId, direction, now } = at;
  const learned = await sightingsOf(request, lineId);
  await reporter.report({
    line_id: lineId,
    station_id: seen.stationId,
    direction,
    status: "on-time",
    crowd_level: seen.crowdLevel,
  });
  await expect(region.getByText(new RegExp(`(Seen leaving|when it left) ${seen.station}`))).toBeVisible();
  const [next] = estimateArrivals({
    lineId,
    stationId,
    now,
    reports: (await sightingsOf(request, lineId)).reports,
    runTimeFactor: learned.run_time_factor,
    keptDirections: learned.kept_directions,
    sightingLagMs: learned.sighting_lag_ms,
  }).filter((eta) => eta.direction === direction);
  if (!next) throw new Error(`No ${direction} train estimated at ${stationId}`);
  return next;
}

/**
 * Under a direction, one line says what its next train rests on: how full it was when it left the station
 * upstream when it is the very train seen there, else that a train was seen leaving it (docs/product.md).
 */
async function expectSightingLine(
  region: Locator,
  next: Awaited<ReturnType<typeof nextTrainAfterSighting>>,
  seen: { station: string; crowd: string },
) {
  const trainSeen = next.basis.kind === "sighting" && next.basis.trainSighted;
  const crowdLine = region.getByText(
    new RegExp(`^${seen.crowd} when it left ${seen.station}, (just now|1 min ago)$`),
  );
  const seenLine = region.getByText(new RegExp(`^Seen leaving ${seen.station} (just now|1 min ago)$`));
  await expect(trainSeen ? crowdLine : seenLine).toBeVisible();
  await expect(trainSeen ? seenLine : crowdLine).toHaveCount(0);
}

test.describe("arrivals first", () => {
  test("after choosing a station, both directions' next trains are on screen, each named by its terminus", async ({
    page,
  }) => {
    await page.clock.setFixedTime(weekdayMorning);
    // Mobile data: the reports arrive well after the product's 100 ms scroll delay.
    await page.route(/\/api\/sightings\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/");
    await page.getByRole("link", { name: "EDSA", exact: true }).click();

    await expect(nextTrainOf(page, "Northbound")).toBeInViewport({ ratio: 1 });
    await expect(nextTrainOf(page, "Southbound")).toBeInViewport({ ratio: 1 });
    const northbound = page.getByRole("region", { name: "Northbound" });
    const southbound = page.getByRole("region", { name: "Southbound" });
    await expect(northbound.getByText("to Fernando Poe Jr.")).toBeVisible();
    await expect(southbound.getByText("to Dr. Santos")).toBeVisible();
    // The cards no longer repeat the direction their group names.
    await expect(northbound.getByRole("listitem").filter({ hasText: "Northbound" })).toHaveCount(0);
    await expect(northbound.getByText("Schedule only")).toBeVisible();
  });

  test("before Saturday's opening the closed station gives its first trains and no report link", async ({
    page,
  }) => {
    await page.clock.setFixedTime(saturdayDawn);
    await page.goto("/?line=lrt1&station=baclaran");
    await expect(page.getByText("Station is currently closed")).toBeVisible();
    await expect(page.getByText("First train")).toBeVisible();
    // Weekend trains leave both termini at 05:00; Baclaran is 11 and 38 minutes from them.
    await expect(page.getByText("5:11 AM to Fernando Poe Jr.")).toBeVisible();
    await expect(page.getByText("5:38 AM to Dr. Santos")).toBeVisible();
    await expect(page.getByRole("link", { name: /Report a departure/ })).toHaveCount(0);
  });

  test("search finds Cubao from LRT-1 on the other lines, and Roosevelt by its old name", async ({
    page,
  }) => {
    await page.goto("/");
    const search = page.getByPlaceholder("Search stations...");
    await search.fill("cubao");
    const others = page.getByRole("region", { name: "On other lines" });
    await expect(others.getByRole("button")).toHaveText([
      /Araneta Center-Cubao\s*MRT-3/,
      /Araneta Center-Cubao\s*LRT-2/,
    ]);
    await others.getByRole("button", { name: /LRT-2/ }).click();
    await expect(page).toHaveURL(/[?&]line=lrt2&station=araneta/);
    await expect(page.getByRole("button", { name: "LRT-2", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Araneta Center-Cubao" })).toBeVisible();

    const lrt1 = page.getByRole("button", { name: "LRT-1", exact: true });
    await lrt1.click();
    await expect(lrt1).toHaveAttribute("aria-pressed", "true");
    await search.fill("Roosevelt");
    await expect(page.getByRole("list", { name: "LRT-1 stations" }).getByRole("link")).toHaveText([
      "Fernando Poe Jr.",
    ]);
  });

  test("a favourite survives a reload and lists its next trains at the top", async ({ page }) => {
    await page.clock.setFixedTime(weekdayMorning);
    await page.goto("/?line=lrt1&station=edsa");
    await page.getByRole("button", { name: "Add EDSA to favourites" }).click();
    await expect(page.getByRole("button", { name: "Remove EDSA from favourites" })).toBeVisible();

    await page.goto("/");
    await expect(page.getByRole("heading", { level: 2, name: "Favourites" })).toBeVisible();
    const trains = page.getByRole("list", { name: "Next trains at EDSA" });
    await expect(trains.getByRole("listitem")).toHaveText([
      /to Fernando Poe Jr\.\s*Now/,
      /to Dr\. Santos\s*3 min/,
    ]);
    await page.getByRole("link", { name: "EDSA LRT-1" }).click();
    await expect(page).toHaveURL(/[?&]line=lrt1&station=edsa/);
    await expect(nextTrainOf(page, "Southbound")).toBeInViewport({ ratio: 1 });
  });

  test("the nearest station card gives its next trains and opens its arrivals in view", async ({
    page,
    context,
  }) => {
    const cube = getStation("mrt3", "cube")?.location;
    if (!cube) throw new Error("MRT-3 Araneta Center-Cubao is missing from the line data");
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ ...cube, accuracy: 10 });
    await page.clock.setFixedTime(weekdayMorning);
    // Chromium stamps fixes with the real time; the pinned page clock would find them days old. The
    // emulated device keeps its position, stamped by the page's own clock.
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const restamp = (success: PositionCallback) => (position: GeolocationPosition) =>
        success({ coords: position.coords, timestamp: Date.now(), toJSON: () => ({}) });
      const getCurrent = geolocation.getCurrentPosition.bind(geolocation);
      const watch = geolocation.watchPosition.bind(geolocation);
      geolocation.getCurrentPosition = (success, error, options) =>
        getCurrent(restamp(success), error, options);
      geolocation.watchPosition = (success, error, options) => watch(restamp(success), error, options);
    });
    await page.goto("/");

    const card = page.getByRole("region", { name: "Nearest Station" });
    await expect(
      card.getByRole("list", { name: "Next trains at Araneta Center-Cubao" }).getByRole("listitem"),
    ).toHaveText([/to North Avenue\s*(Now|\d+ min)/, /to Taft Avenue\s*(Now|\d+ min)/]);
    await card.getByRole("link", { name: "Araneta Center-Cubao" }).click();
    await expect(page).toHaveURL(/[?&]line=mrt3&station=cube/);
    await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(nextTrainOf(page, "Northbound")).toBeInViewport({ ratio: 1 });
    await expect(nextTrainOf(page, "Southbound")).toBeInViewport({ ratio: 1 });
  });

  test("a report's status, crowd level and age appear live on an open arrivals screen, and a train seen leaving a station before another shows under that station's next trains", async ({
    page,
    context,
    reporter,
  }) => {
    // A minute ahead of the server, so the report is in the page's past.
    await page.clock.setFixedTime(new Date(serverNow().getTime() + 60_000));
    await page.goto("/?line=lrt2&station=araneta");
    const westbound = page.getByRole("region", { name: "Westbound" });
    await expect(westbound.getByText("Schedule only")).toBeVisible();

    await reporter.report({
      line_id: "lrt2",
      station_id: "araneta",
      direction: "westbound",
      status: "delayed",
      crowd_level: "crowded",
    });
    await expect(westbound.getByText(/^Delayed · Crowded · reported (just now|1 min ago)$/)).toBeVisible({
      timeout: 3_000,
    });
    await expect(page.getByRole("region", { name: "Eastbound" }).getByText("Schedule only")).toBeVisible();

    // A train seen leaving a station before another moves the next train there, and says so (the same
    // rider: sign-ups are limited per address, and the suite signs up from one).
    const pageNow = new Date(serverNow().getTime() + 60_000);
    await page.clock.setFixedTime(pageNow);
    const streamSettled = watchStreamSettling(page);
    await page.goto("/?line=mrt3&station=guada");
    const northbound = page.getByRole("region", { name: "Northbound" });
    await expect(northbound.getByRole("listitem").first()).toBeVisible();
    await streamSettled();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    // Magallanes is two stations before Guadalupe on the northbound run.
    const next = await nextTrainAfterSighting(
      context.request,
      reporter,
      northbound,
      { lineId: "mrt3", stationId: "guada", direction: "northbound", now: pageNow },
      { stationId: "magallanes", station: "Magallanes", crowdLevel: "crowded" },
    );
    const minutes = minutesUntil(next.estimatedArrival, pageNow);
    await expect(northbound.getByTestId("arrival-minutes").first()).toHaveText(
      minutes === 0 ? "Now" : String(minutes),
    );
    // The arrivals fetched nothing because of the pushed report: the stream carried it.
    expect(
      requests.filter((path) => ["/api/sightings", "/api/reports", "/api/health"].includes(path)),
    ).toEqual([]);
    // How full the train was shows only when Guadalupe's coming train is the one seen at Magallanes (it may
    // be an earlier one, or the day's timetable names another: docs/decisions/075).
    await expectSightingLine(northbound, next, { station: "Magallanes", crowd: "Crowded" });

    // The same rider sees a packed train leave Tayuman southbound. At Carriedo, two stations on, one line
    // says so on a 360 px phone: how full it was, where and when, when that very train comes next.
    const carriedoNow = new Date(serverNow().getTime() + 60_000);
    await page.clock.setFixedTime(carriedoNow);
    await page.goto("/?line=lrt1&station=carr");
    const southbound = page.getByRole("region", { name: "Southbound" });
    await expect(southbound.getByRole("listitem").first()).toBeVisible();
    const comingToCarriedo = await nextTrainAfterSighting(
      context.request,
      reporter,
      southbound,
      { lineId: "lrt1", stationId: "carr", direction: "southbound", now: carriedoNow },
      { stationId: "tay", station: "Tayuman", crowdLevel: "packed" },
    );
    await expectSightingLine(southbound, comingToCarriedo, { station: "Tayuman", crowd: "Packed" });
    await expect(page.getByRole("region", { name: "Northbound" }).getByText(/when it left/)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("opening a station's arrivals asks its line's reports and the line marks once each: the stream says nothing was missed meanwhile", async ({
    page,
  }) => {
    const streamSettled = watchStreamSettling(page);
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    // The server's pinned clock, not the machine's: Anonas is open then, whatever hour CI runs at.
    await page.clock.setFixedTime(new Date(serverNow().getTime() + 60_000));
    await page.goto("/?line=lrt2&station=anonas");
    await expect(page.getByRole("region", { name: "Westbound" }).getByRole("listitem").first()).toBeVisible();
    await streamSettled();
    expect(asked.filter((path) => path === "/api/sightings")).toEqual(["/api/sightings"]);
    expect(asked.filter((path) => path === "/api/lines/status")).toEqual(["/api/lines/status"]);
  });

  test("cancellations from two riders mark their line on the picker and on the map filter", async ({
    page,
    reporter,
    otherRider,
  }) => {
    await page.goto("/");
    const mrt3 = page.getByRole("button", { name: "MRT-3", exact: true });
    await expect(mrt3).not.toHaveAccessibleDescription("Cancellations reported");

    const cancelledAtAyala = {
      line_id: "mrt3",
      station_id: "ayala",
      direction: "southbound",
      status: "cancelled",
      crowd_level: "packed",
    };
    await reporter.report(cancelledAtAyala);
    await otherRider.report(cancelledAtAyala);
    await expect(mrt3).toHaveAccessibleDescription("Cancellations reported", { timeout: 3_000 });
    await expect(page.getByRole("listitem").filter({ hasText: "MRT-3" })).toHaveText(
      "MRT-3 Cancellations reported",
    );

    await page.getByRole("navigation").getByRole("link", { name: "Map" }).click();
    const mapFilter = page.getByRole("button", { name: "MRT-3", exact: true });
    await expect(mapFilter).toHaveAccessibleDescription("Cancellations reported");
    await expect(page.getByRole("listitem").filter({ hasText: "MRT-3" })).toHaveText(
      "MRT-3 Cancellations reported",
    );
  });

  test("a deep link paints the header and navigation before any script runs, then the screen's skeleton", async ({
    page,
  }) => {
    // Every script is held until released: the first for the app, the map screen's chunk separately.
    let releaseApp: () => void = () => {};
    let releaseMap: () => void = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    const mapHeld = new Promise<void>((resolve) => (releaseMap = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await (/map-screen/.test(route.request().url()) ? mapHeld : appHeld);
      await route.continue();
    });
    await page.goto("/map", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("banner")).toContainText("Riles");
    await expect(nav.getByRole("link")).toHaveText(["Lines", "Map", "Report", "Settings"]);
    await expect(page.getByText("Loading…")).toBeAttached();
    // No script has run: the page React wrote for /map at build time already marks its tab
    // (docs/decisions/088-the-first-screen-as-html.md).
    await expect(nav.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");

    // The health check is sent by an effect, once the page has hydrated.
    const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/health");
    releaseApp();
    // The app hydrates the page; the map screen's code is still on its way, so its skeleton shows.
    await hydrated;
    await expect(nav.getByRole("link", { name: "Map" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText("Loading…")).toBeAttached();
    await expect(page.getByRole("button", { name: "All Lines" })).toHaveCount(0);

    releaseMap();
    await expect(page.getByRole("button", { name: "All Lines" })).toBeVisible();
  });
});
