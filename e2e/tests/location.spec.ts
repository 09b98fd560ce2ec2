import { expect, type Page, test } from "@playwright/test";
import { getStation, MESSAGES } from "@riles/core";

const cube = getStation("mrt3", "cube")?.location;
if (!cube) throw new Error("MRT-3 Araneta Center-Cubao is missing from the line data");

/** Every request that leaves our own server: the location must not, unless via an IP lookup. */
function recordForeignRequests(page: Page, baseURL: string | undefined): string[] {
  const foreign: string[] = [];
  const ours = new URL(baseURL ?? "http://127.0.0.1").origin;
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== ours) foreign.push(request.url());
  });
  return foreign;
}

/** A rider standing at a station: the honest distance, never "0.0 km away" (decision 160). */
async function expectAtTheStation(page: Page): Promise<void> {
  const card = page.getByRole("region", { name: "Nearest Station" });
  await expect(card.getByText("Less than 0.1 km away").first()).toBeVisible();
  await expect(card.getByText("0.0 km away")).toHaveCount(0);
}

test.describe("nearest station", () => {
  test("standing at Araneta Center-Cubao, the card names it, less than 0.1 km away, and opens its arrivals", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ ...cube, accuracy: 10 });
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto("/");

    const card = page.getByRole("region", { name: "Nearest Station" });
    const station = card.getByRole("link", { name: "Araneta Center-Cubao" });
    await expect(station).toBeVisible();
    // The card's main action is a tap target of its own (WCAG 2.5.5), not a line of text.
    expect((await station.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await expect(card.getByRole("button", { name: "Update Location" })).toBeVisible();
    await expect(card.getByText(MESSAGES.approximateLocation)).toHaveCount(0);
    await expectAtTheStation(page);

    await station.click();
    await expect(page).toHaveURL(/[?&]line=mrt3&station=cube/);
    expect(foreign).toEqual([]);
  });

  test("a coarse fix is not trusted; the card waits for a precise one", async ({ page, context }) => {
    await context.grantPermissions(["geolocation"]);
    // 500 m accuracy fails the validity check (at most 100 m), so the flow keeps trying.
    await context.setGeolocation({ ...cube, accuracy: 500 });
    await page.goto("/");
    await expect(page.getByText("Finding your location")).toBeAttached();
    await page.waitForTimeout(3000);
    await expect(page.getByText("Finding your location")).toBeAttached();

    await context.setGeolocation({ ...cube, accuracy: 10 });

    const card = page.getByRole("region", { name: "Nearest Station" });
    await expect(card.getByRole("link", { name: "Araneta Center-Cubao" })).toBeVisible();
    await expectAtTheStation(page);
  });

  test("while it looks, the card's grey placeholder pulses, and stays still for a rider who asks for less motion", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["geolocation"]);
    // A coarse fix keeps the card looking (see above).
    await context.setGeolocation({ ...cube, accuracy: 500 });
    await page.goto("/");
    const placeholder = page
      .getByText("Finding your location")
      .locator("..")
      .locator('div[aria-hidden="true"]');
    const animations = () =>
      placeholder.evaluateAll((blocks) => blocks.map((block) => getComputedStyle(block).animationName));

    await expect.poll(animations).toEqual(["pulse", "pulse", "pulse"]);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect.poll(animations).toEqual(["none", "none", "none"]);
  });

  test("with location permission denied, the card shows the error and asks no IP lookup service", async ({
    page,
    baseURL,
  }) => {
    const foreign = recordForeignRequests(page, baseURL);
    await page.goto("/");

    const card = page.getByRole("region", { name: "Location Error" });
    await expect(card.getByText(MESSAGES.locationDenied)).toBeVisible();
    // Screen readers hear the same words, not the message's key.
    await expect(page.getByRole("status").filter({ hasText: MESSAGES.locationDenied })).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Try Again" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Nearest Station" })).toHaveCount(0);
    expect(foreign).toEqual([]);
  });
});
