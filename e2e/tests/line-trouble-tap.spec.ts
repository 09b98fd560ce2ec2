import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { stubMapTiles } from "../support/map-tiles";
import { signedInReporter } from "../support/reporter";
import { E2E_CLOCK_START } from "../support/server-clock";
import { type RunningServer, startServer } from "../support/server-process";

// A line's trouble note arriving while a rider is about to tap a station, on Lines or on the map
// (docs/decisions/168-trouble-notes-keep-their-row.md, 177-the-map-keeps-its-trouble-row.md). On a server of its own: the delays reported here
// mark lines for 30 minutes, which the shared server's other tests must not see.
test.describe.configure({ mode: "serial" });

let workDir: string;
let server: RunningServer;
let clockSetAtMs = 0;
const apis: APIRequestContext[] = [];
const reporters: Awaited<ReturnType<typeof signedInReporter>>[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!smtpUrl) throw new Error("E2E_SMTP_URL is not set: run through the Playwright global setup");
  workDir = mkdtempSync(join(tmpdir(), "riles-e2e-trouble-"));
  clockSetAtMs = Date.now();
  server = await startServer({
    DATA_DIR: join(workDir, "data"),
    SMTP_URL: smtpUrl,
    TEST_CLOCK_START: E2E_CLOCK_START.toISOString(),
    NODE_ENV: "test",
  });
  const stamp = Date.now();
  for (const name of ["dina", "eli"]) {
    const api = await request.newContext({ baseURL: server.url });
    apis.push(api);
    reporters.push(await signedInReporter(api, server.url, `${name}-${stamp}@example.com`));
  }
});

test.afterAll(async () => {
  for (const api of apis) await api.dispose();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** This server's clock: E2E_CLOCK_START when it started, then real speed. */
const troubleNow = () => new Date(E2E_CLOCK_START.getTime() + (Date.now() - clockSetAtMs));

/** Two riders report delays on a line at one of its stations: the line is marked 'Delays reported'. */
async function delaysOn(line_id: string, station_id: string, direction: string) {
  for (const reporter of reporters)
    await reporter.report({ line_id, station_id, direction, status: "delayed", crowd_level: "crowded" });
}

/** Shaw Boulevard's row, scrolled into the list's view, and where it is on the screen. */
async function shawRow(page: Page) {
  const row = page
    .getByRole("list", { name: "MRT-3 stations" })
    .getByRole("link", { name: "Shaw Boulevard" });
  await row.scrollIntoViewIfNeeded();
  const box = await row.boundingBox();
  if (!box) throw new Error("Shaw Boulevard is not on the screen");
  return { row, box };
}

/** Opens MRT-3's stations and waits until the page has hydrated; `statusAnswered` once its lines' status came. */
async function openMrt3(page: Page) {
  await page.clock.setFixedTime(new Date(troubleNow().getTime() + 60_000));
  const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/health");
  const statusAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/lines/status",
  );
  await page.goto(`${server.url}/?line=mrt3`);
  await hydrated;
  return { statusAnswered };
}

/** Where the map and Doroteo Jose's pin are on the screen, once two reads a moment apart agree. */
async function restingMapAndPin(page: Page) {
  const map = page.locator(".leaflet-container");
  const pin = map.getByRole("button", { name: "Doroteo Jose, LRT-1" });
  await expect(pin).toBeVisible();
  // Leaflet animates a fit, and a box that changes is fitted again.
  let last = "";
  await expect
    .poll(
      async () => {
        const read = JSON.stringify({ map: await map.boundingBox(), pin: await pin.boundingBox() });
        const resting = read === last;
        last = read;
        return resting;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return JSON.parse(last);
}

// First: no line is troubled yet, so the note the stream brings is the first one.
test("a note the stream brings to the map's filter leaves the map and its pins where they were", async ({
  page,
}) => {
  await stubMapTiles(page);
  await page.clock.setFixedTime(new Date(troubleNow().getTime() + 60_000));
  const statusAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === "/api/lines/status",
  );
  await page.goto(`${server.url}/map`);
  await statusAnswered;
  const lrt1 = page.getByRole("button", { name: "LRT-1", exact: true });
  await expect(lrt1).not.toHaveAccessibleDescription(/reported/);
  const before = await restingMapAndPin(page);

  await delaysOn("lrt1", "doro", "northbound");
  await expect(lrt1).toHaveAccessibleDescription("Delays reported");
  await expect(page.getByText("Delays reported")).toBeVisible();
  expect(await restingMapAndPin(page)).toEqual(before);
});

test("the first answer bringing a note moves no station", async ({ page }) => {
  await delaysOn("mrt3", "ortigas", "northbound");
  // The lines' status is held until the row is measured, as on a slow connection.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/lines/status", async (route) => {
    await released;
    await route.continue();
  });
  const { statusAnswered } = await openMrt3(page);
  const before = await shawRow(page);
  await expect(page.getByText("Delays reported")).toHaveCount(0);

  release();
  await statusAnswered;
  await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toHaveAccessibleDescription(
    "Delays reported",
  );
  expect((await shawRow(page)).box).toEqual(before.box);
});

test("a note the stream brings while the rider aims at a station leaves the station where it was, and the tap lands", async ({
  page,
}) => {
  await (await openMrt3(page)).statusAnswered;
  const lrt2 = page.getByRole("button", { name: "LRT-2", exact: true });
  await expect(lrt2).not.toHaveAccessibleDescription(/reported/);
  const before = await shawRow(page);

  // The first answer may have marked MRT-3 already (the test before): LRT-2's note comes beside it.
  await delaysOn("lrt2", "gilmore", "eastbound");
  await expect(lrt2).toHaveAccessibleDescription("Delays reported");

  expect((await shawRow(page)).box).toEqual(before.box);
  await page.touchscreen.tap(before.box.x + before.box.width / 2, before.box.y + before.box.height / 2);
  await expect(page).toHaveURL(/[?&]station=shaw/);
  await expect(page.getByRole("heading", { name: "Shaw Boulevard" })).toBeVisible();
});
