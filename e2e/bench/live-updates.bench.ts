/**
 * Live updates in a real browser (issue 23): four tabs of one phone (MRT-3 Araneta Center-Cubao's arrivals,
 * LRT-1 EDSA's, the Map, Settings) while two riders post 20 reports over the three lines, one a second.
 * Prints and writes to bench/results/live.json, per screen, the API requests it sent per report (the
 * stream itself and the connection check every 30 s not counted, the checks shown apart), split into
 * reports of the station it shows and the others, and for reports of a shown station the milliseconds from
 * the POST's 201 until its arrivals changed on screen.
 * Goals: 0 requests per report on every screen, arrivals within 1 s. Run: npm run bench -w @riles/e2e
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { serverNow } from "../support/server-clock";

interface Screen {
  name: string;
  path: string;
  /** The station whose arrivals it shows, as "line:station". */
  shows?: string;
  /** The arrivals region of a direction, to see a report arrive. */
  region?: (direction: string) => string;
}

const SCREENS: Screen[] = [
  { name: "MRT-3 Araneta Center-Cubao", path: "/?line=mrt3&station=cube", shows: "mrt3:cube" },
  { name: "LRT-1 EDSA", path: "/?line=lrt1&station=edsa", shows: "lrt1:edsa" },
  { name: "Map", path: "/map" },
  { name: "Settings", path: "/settings" },
];

/** The connection check's address (apps/web/src/lib/check-health.ts). */
const CONNECTION_CHECK = "/api/health";

const LEVELS = ["empty", "moderate", "crowded", "packed"] as const;

/** 20 reports over the three lines, 4 at each shown station (each target twice, once by each rider). */
const REPORTS = [
  ["mrt3", "cube", "southbound"],
  ["lrt1", "edsa", "northbound"],
  ["lrt2", "araneta", "eastbound"],
  ["mrt3", "shaw", "northbound"],
  ["lrt1", "gil", "southbound"],
  ["mrt3", "cube", "northbound"],
  ["lrt2", "katip", "westbound"],
  ["lrt1", "edsa", "southbound"],
  ["mrt3", "ayala", "southbound"],
  ["lrt1", "baclaran", "northbound"],
  ["mrt3", "cube", "southbound"],
  ["lrt2", "legal", "eastbound"],
  ["lrt1", "edsa", "northbound"],
  ["mrt3", "ortigas", "northbound"],
  ["lrt1", "central", "southbound"],
  ["mrt3", "cube", "northbound"],
  ["lrt2", "anonas", "westbound"],
  ["lrt1", "edsa", "southbound"],
  ["mrt3", "boni", "southbound"],
  ["lrt1", "mon", "southbound"],
] as const;

const apiPath = (url: string) => new URL(url).pathname;

async function regionText(page: Page, direction: string): Promise<string> {
  const name = direction.charAt(0).toUpperCase() + direction.slice(1);
  return page.getByRole("region", { name }).innerText();
}

test("live updates: requests per report per screen, and arrivals after the 201", async ({
  context,
  reporter,
  otherRider,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A phone two minutes ahead of the server, so every report is already in its last 30 minutes.
  await context.clock.setFixedTime(new Date(serverNow().getTime() + 120_000));
  const pages = await Promise.all(
    SCREENS.map(async (screen) => {
      const page = await context.newPage();
      const requests: { at: number; path: string }[] = [];
      let connectionChecks = 0;
      page.on("request", (request) => {
        const path = apiPath(request.url());
        // The connection check runs on its own clock, every 30 s (docs/product.md), whatever is reported:
        // counted apart, or its tick would count against whichever report it happened to fall beside.
        if (path === CONNECTION_CHECK) connectionChecks += 1;
        else if (path.startsWith("/api/") && path !== "/api/reports/stream")
          requests.push({ at: Date.now(), path });
      });
      await page.goto(`${baseURL}${screen.path}`);
      return { screen, page, requests, connectionChecks: () => connectionChecks };
    }),
  );
  for (const { screen, page } of pages) {
    if (screen.shows) await expect(page.getByRole("region", { name: /bound$/ }).first()).toBeVisible();
  }
  // Let every first-screen request (arrivals, line marks, crowding, session) settle.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const riders = [reporter, otherRider];
  const windows: { start: number; end: number; target: string; arrivalsMs: Record<string, number> }[] = [];
  for (const [index, [line_id, station_id, direction]] of REPORTS.entries()) {
    const target = `${line_id}:${station_id}`;
    const showing = pages.filter(({ screen }) => screen.shows === target);
    const before = await Promise.all(showing.map(({ page }) => regionText(page, direction)));
    const start = Date.now();
    // The second report of a target is the other rider's: one rider may not repeat it within 2 minutes.
    const earlier = REPORTS.slice(0, index).filter((other) => other.join() === REPORTS[index]?.join()).length;
    await riders[earlier % 2]?.report({
      line_id,
      station_id,
      direction,
      status: index % 3 === 0 ? "on-time" : "delayed",
      crowd_level: LEVELS[index % LEVELS.length] ?? "moderate",
    });
    const answeredAt = Date.now();
    const arrivalsMs: Record<string, number> = {};
    await Promise.all(
      showing.map(async ({ screen, page }, i) => {
        await expect
          .poll(() => regionText(page, direction), { intervals: [10], timeout: 5000 })
          .not.toBe(before[i]);
        arrivalsMs[screen.name] = Date.now() - answeredAt;
      }),
    );
    // A second for whatever the report makes a screen ask.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - answeredAt))));
    windows.push({ start, end: Date.now(), target, arrivalsMs });
  }

  const results = pages.map(({ screen, requests, connectionChecks }) => {
    const during = (of: (target: string) => boolean) =>
      windows
        .filter((window) => of(window.target))
        .flatMap((window) =>
          requests.filter((request) => request.at >= window.start && request.at < window.end),
        );
    const own = windows.filter((window) => window.target === screen.shows);
    const ownRequests = during((target) => target === screen.shows);
    const otherRequests = during((target) => target !== screen.shows);
    const arrivals = own.map((window) => window.arrivalsMs[screen.name] ?? Number.POSITIVE_INFINITY);
    return {
      screen: screen.name,
      requestsPerReport: (ownRequests.length + otherRequests.length) / REPORTS.length,
      requestsPerReportOfItsStation: own.length ? ownRequests.length / own.length : null,
      requestsPerOtherReport: otherRequests.length / (REPORTS.length - own.length),
      requestPaths: [...new Set([...ownRequests, ...otherRequests].map((request) => request.path))],
      arrivalsAfter201Ms: arrivals,
      worstArrivalsMs: arrivals.length ? Math.max(...arrivals) : null,
      connectionChecks: connectionChecks(),
    };
  });
  for (const result of results) {
    console.log(
      `${result.screen}: ${result.requestsPerReport.toFixed(2)} requests per report` +
        (result.requestsPerReportOfItsStation === null
          ? ""
          : ` (${result.requestsPerReportOfItsStation.toFixed(2)} per report of its station, ${result.requestsPerOtherReport.toFixed(2)} per other)`) +
        (result.requestPaths.length ? `: ${result.requestPaths.join(", ")}` : "") +
        (result.worstArrivalsMs === null
          ? ""
          : `; arrivals changed ${result.arrivalsAfter201Ms.join(", ")} ms after the 201 (worst ${result.worstArrivalsMs})`) +
        `; ${result.connectionChecks} connection checks in all`,
    );
  }
  const resultsDir = new URL("./results/", import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    new URL("live.json", resultsDir),
    `${JSON.stringify({ date: new Date().toISOString(), reports: REPORTS.length, screens: results }, null, 2)}\n`,
  );
});
