import { expect, type Locator, type Page, test } from "@playwright/test";
import { distanceMeters, type GeoPoint, getLine, LINES, MAP_VIEW } from "@riles/core";

// A 1x1 transparent PNG: the tile server is a third party, stubbed at the network edge.
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

const stationCount = LINES.reduce((sum, line) => sum + line.stations.length, 0);

/** The average of a line's stations: where the map should centre for that line alone (spec). */
function lineCentre(lineId: string): GeoPoint {
  const stations = getLine(lineId)?.stations ?? [];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / stations.length;
  return {
    latitude: mean(stations.map(({ location }) => location.latitude)),
    longitude: mean(stations.map(({ location }) => location.longitude)),
  };
}

/**
 * Waits until Leaflet's own centre (mirrored on the container) is within 50 m of `expected`: a pan lands on
 * whole pixels, about 19 m apart at zoom 13.
 */
async function expectCentredOn(map: Locator, expected: GeoPoint) {
  await expect
    .poll(async () => {
      const [latitude = Number.NaN, longitude = Number.NaN] = ((await map.getAttribute("data-center")) ?? "")
        .split(",")
        .map(Number);
      return distanceMeters({ latitude, longitude }, expected);
    })
    .toBeLessThan(50);
}

async function openMap(page: Page) {
  await page.route("https://tile.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG }),
  );
  await page.goto("/map");
  return page.locator(".leaflet-container");
}

test.describe("map", () => {
  test("all lines: three coloured lines, a pin per station, centred on Manila at zoom 12", async ({
    page,
  }) => {
    const map = await openMap(page);

    await expect(page.getByRole("button", { name: "All Lines" })).toHaveAttribute("aria-pressed", "true");
    await expect(map.locator("path.rail-line")).toHaveCount(LINES.length);
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(stationCount);
    expect(stationCount).toBe(51);
    for (const line of LINES) {
      await expect(map.locator(`path.rail-line[stroke="${line.color}"]`)).toHaveCount(1);
    }
    await expectCentredOn(map, MAP_VIEW.defaultCenter);
    await expect(map).toHaveAttribute("data-zoom", String(MAP_VIEW.allLinesZoom));
    await expect(map.locator(".leaflet-control-attribution")).toContainText("© OpenStreetMap contributors");
    await expect(map.locator(".leaflet-control-zoom-in")).toBeVisible();
  });

  test("each filter draws only its line and recentres on it", async ({ page }) => {
    const map = await openMap(page);
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(stationCount);

    await page.getByRole("button", { name: "LRT-1", exact: true }).click();
    await expect(page.getByRole("button", { name: "LRT-1", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(25);
    await expect(map.locator("path.rail-line")).toHaveCount(1);
    await expectCentredOn(map, lineCentre("lrt1"));
    await expect(map).toHaveAttribute("data-zoom", String(MAP_VIEW.singleLineZoom));

    await page.getByRole("button", { name: "MRT-3", exact: true }).click();
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(13);
    await expectCentredOn(map, lineCentre("mrt3"));

    await page.getByRole("button", { name: "All Lines" }).click();
    await expect(map.locator("img.leaflet-marker-icon")).toHaveCount(stationCount);
    await expect(map).toHaveAttribute("data-zoom", String(MAP_VIEW.allLinesZoom));
    await expectCentredOn(map, MAP_VIEW.defaultCenter);
  });

  test("a station pin's popup names the station and its line; the list names every station", async ({
    page,
  }) => {
    const map = await openMap(page);
    await page.getByRole("button", { name: "LRT-1", exact: true }).click();
    await expect(map).toHaveAttribute("data-zoom", String(MAP_VIEW.singleLineZoom));

    await map.getByRole("button", { name: "Pedro Gil, LRT-1" }).click();
    const popup = map.locator(".leaflet-popup-content");
    await expect(popup).toContainText("Pedro Gil");
    await expect(popup).toContainText("LRT-1");

    await page.getByText("Stations by line").click();
    const list = page.getByRole("region", { name: "LRT-1" });
    await expect(list.getByRole("listitem")).toHaveCount(25);
  });

  test("the map fits a 360 px phone and fills the height above the navigation", async ({ page }) => {
    const map = await openMap(page);
    const box = await map.boundingBox();
    const nav = await page.getByRole("navigation", { name: "Main" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(300);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(nav?.y ?? 0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the Lines screen does not load the map code; the Map tab does", async ({ page }) => {
    await page.route("https://tile.openstreetmap.org/**", (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: TINY_PNG }),
    );
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const isMapCode = (url: string) => /map-screen|leaflet/i.test(url);

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
    // The location flow has finished (no permission here), so the page has loaded all it will.
    await expect(page.getByRole("heading", { name: "Location Error" })).toBeVisible();
    expect(requested.filter(isMapCode)).toEqual([]);

    await page.getByRole("navigation").getByRole("link", { name: "Map" }).click();
    await expect(page.locator("img.leaflet-marker-icon")).toHaveCount(stationCount);
    expect(requested.some(isMapCode)).toBe(true);
  });
});
