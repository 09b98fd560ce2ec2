import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from "@playwright/test";
import { signedInReporter } from "../support/reporter";
import { E2E_CLOCK_START } from "../support/server-clock";
import { type RunningServer, startServer } from "../support/server-process";

// Issue 24 end to end, on a server of its own: its database starts empty (no other test's reports count
// toward its line marks), and its moderator is made with the operator's command line, which needs the
// embedded database to itself: sign up, stop the server, grant, start it again on the same address.
test.describe.configure({ mode: "serial" });

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const stamp = Date.now();
const emails = {
  moderator: `mod-${stamp}@example.com`,
  troll: `troll-${stamp}@example.com`,
  ana: `ana-${stamp}@example.com`,
  ben: `ben-${stamp}@example.com`,
  cora: `cora-${stamp}@example.com`,
};
type Rider = keyof typeof emails;

let workDir: string;
let server: RunningServer;
let clockSetAtMs = 0;
const riders = new Map<
  Rider,
  { api: APIRequestContext; report: (report: Record<string, string>) => Promise<void> }
>();

function serverEnv(): Record<string, string> {
  const smtpUrl = process.env.E2E_SMTP_URL;
  if (!smtpUrl) throw new Error("E2E_SMTP_URL is not set: run through the Playwright global setup");
  return {
    DATA_DIR: join(workDir, "data"),
    SMTP_URL: smtpUrl,
    TEST_CLOCK_START: E2E_CLOCK_START.toISOString(),
    NODE_ENV: "test",
  };
}

/** This server's clock: E2E_CLOCK_START when it last started, then real speed. */
const trustNow = () => new Date(E2E_CLOCK_START.getTime() + (Date.now() - clockSetAtMs));

function rider(name: Rider) {
  const found = riders.get(name);
  if (!found) throw new Error(`no rider ${name}`);
  return found;
}

/** A phone of this rider (signed in) or of nobody, its clock a minute ahead of the server's. */
async function phone(
  browser: Browser,
  name: Rider | null,
  locale = "en-PH",
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: server.url,
    locale,
    storageState: name ? await rider(name).api.storageState() : undefined,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date(trustNow().getTime() + 60_000));
  return { context, page };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  workDir = mkdtempSync(join(tmpdir(), "riles-e2e-trust-"));
  server = await startServer(serverEnv());
  for (const name of Object.keys(emails) as Rider[]) {
    const api = await request.newContext({ baseURL: server.url });
    riders.set(name, { api, ...(await signedInReporter(api, server.url, emails[name])) });
  }
  await server.stop();
  await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "apps/server/src/trust/moderator-cli.ts", "grant", emails.moderator],
    { cwd: repoRoot, env: { ...process.env, ...serverEnv() } },
  );
  clockSetAtMs = Date.now();
  server = await startServer(serverEnv(), Number(new URL(server.url).port));
});

test.afterAll(async () => {
  for (const { api } of riders.values()) await api.dispose();
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

/** What axe-core finds wrong on the page, by rule and element (none expected). */
async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

async function lineStatusLoaded(page: Page) {
  await page.waitForResponse((response) => response.url().endsWith("/api/lines/status") && response.ok());
}

test("one account's cancellations mark no line; a second rider's report marks one", async ({ browser }) => {
  const { context, page } = await phone(browser, null);
  const troll = rider("troll");
  await troll.report({
    line_id: "lrt1",
    station_id: "edsa",
    direction: "northbound",
    status: "cancelled",
    crowd_level: "packed",
  });
  await troll.report({
    line_id: "mrt3",
    station_id: "cube",
    direction: "southbound",
    status: "cancelled",
    crowd_level: "packed",
  });
  await troll.report({
    line_id: "lrt2",
    station_id: "katip",
    direction: "westbound",
    status: "cancelled",
    crowd_level: "packed",
  });

  const loaded = lineStatusLoaded(page);
  await page.goto("/");
  await loaded;
  for (const line of ["LRT-1", "MRT-3", "LRT-2"]) {
    await expect(page.getByRole("button", { name: line, exact: true })).not.toHaveAccessibleDescription(
      /reported/,
    );
  }
  await expect(page.getByText("Cancellations reported")).toHaveCount(0);

  await rider("ana").report({
    line_id: "mrt3",
    station_id: "ayala",
    direction: "southbound",
    status: "cancelled",
    crowd_level: "crowded",
  });
  await expect(page.getByRole("button", { name: "MRT-3", exact: true })).toHaveAccessibleDescription(
    "Cancellations reported",
    { timeout: 3_000 },
  );
  await expect(page.getByRole("button", { name: "LRT-1", exact: true })).not.toHaveAccessibleDescription(
    /reported/,
  );
  await expect(page.getByRole("button", { name: "LRT-2", exact: true })).not.toHaveAccessibleDescription(
    /reported/,
  );
  await context.close();
});

test("one rider's cancellation leaves the trains at the stations after it; a second rider's stops them on screen", async ({
  browser,
}) => {
  // Monumento comes before Tayuman southbound; no other test here reports LRT-1's southbound trains.
  const cancelledAtMonumento = {
    line_id: "lrt1",
    station_id: "mon",
    direction: "southbound",
    status: "cancelled",
    crowd_level: "packed",
  };
  await rider("cora").report(cancelledAtMonumento);
  const { context, page } = await phone(browser, null);
  await page.goto("/?line=lrt1&station=tay");
  const southbound = page.getByRole("region", { name: "Southbound" });
  await expect(southbound.getByTestId("arrival-minutes").first()).toBeVisible();
  const cancelledTrains = southbound.getByRole("listitem").filter({ hasText: "Cancelled" });
  await expect(cancelledTrains).toHaveCount(0);

  await rider("ben").report(cancelledAtMonumento);
  await expect(cancelledTrains.first()).toBeVisible({ timeout: 3_000 });
  await context.close();
});

test("two riders dispute a delayed report: it leaves a second phone's arrivals within a second, GET and GTFS-RT", async ({
  browser,
}) => {
  await rider("troll").report({
    line_id: "lrt2",
    station_id: "legal",
    direction: "eastbound",
    status: "delayed",
    crowd_level: "crowded",
  });
  const reportsAtLegarda = async () =>
    (await (await rider("ana").api.get("/api/reports?line=lrt2&station=legal")).json()) as { id: string }[];
  /** LRT-2 eastbound trains the open-data feed updates: only this report is a sighting that way. */
  const eastboundLrt2Updates = async () => {
    const feed = (await (await rider("ana").api.get("/api/gtfs-rt/trip-updates?format=json")).json()) as {
      entity?: { trip_update?: { trip: { route_id: string; direction_id: number } } }[];
    };
    return (feed.entity ?? []).filter(
      ({ trip_update }) => trip_update?.trip.route_id === "lrt2" && trip_update.trip.direction_id === 0,
    ).length;
  };
  expect(await reportsAtLegarda()).toHaveLength(1);
  expect(await eastboundLrt2Updates()).toBeGreaterThan(0);

  const watcher = await phone(browser, null);
  await watcher.page.goto("/?line=lrt2&station=legal");
  const watched = watcher.page.getByRole("region", { name: "Eastbound" });
  const delayedTrains = watched.getByRole("listitem").filter({ hasText: "Delayed" });
  await expect(delayedTrains.first()).toBeVisible();
  // Anonymous: the count shows once someone votes, the question never.
  await expect(watched.getByRole("group", { name: "Still true?" })).toHaveCount(0);

  const voters = [await phone(browser, "ben"), await phone(browser, "cora")];
  for (const voter of voters) await voter.page.goto("/?line=lrt2&station=legal");
  const [benRegion, coraRegion] = voters.map(({ page }) => page.getByRole("region", { name: "Eastbound" }));
  await expect(benRegion?.getByRole("group", { name: "Still true?" }) ?? watched).toBeVisible();
  expect(await axeViolations(voters[0]?.page ?? watcher.page), "arrivals with Still true?").toEqual([]);
  await benRegion
    ?.getByRole("group", { name: "Still true?" })
    .getByRole("button", { name: "No", exact: true })
    .click();
  await expect(benRegion?.getByRole("button", { name: "No", exact: true }) ?? watched).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(delayedTrains.first()).toBeVisible();

  await coraRegion
    ?.getByRole("group", { name: "Still true?" })
    .getByRole("button", { name: "No", exact: true })
    .click();
  const clickedAt = Date.now();
  await expect(delayedTrains).toHaveCount(0, { timeout: 1_000 });
  console.log(`Disputed report left the watching phone ${Date.now() - clickedAt} ms after the second No`);
  await expect(watched.getByText("A report here was disputed by riders and no longer counts")).toBeVisible();
  await expect(
    coraRegion?.getByText("A report here was disputed by riders and no longer counts") ?? watched,
  ).toBeVisible();
  expect(await reportsAtLegarda()).toEqual([]);
  expect(await eastboundLrt2Updates()).toBe(0);
  for (const { context } of [watcher, ...voters]) await context.close();
});

test("a moderator hides a report and suspends an account from /moderate; the audit keeps both; lifting restores", async ({
  browser,
}) => {
  // A delay: the troll has spent its three cancellations of the half hour on the first test.
  await rider("troll").report({
    line_id: "mrt3",
    station_id: "shaw",
    direction: "southbound",
    status: "delayed",
    crowd_level: "packed",
  });
  const { context, page } = await phone(browser, "moderator");
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Moderate" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Moderate reports" })).toBeVisible();

  const shaw = page.getByRole("listitem").filter({ hasText: "MRT-3 · Shaw Boulevard · Southbound" });
  await expect(shaw).toContainText("Reports in the last 24 hours: 5");
  await shaw.getByRole("button", { name: "Hide", exact: true }).click();
  await shaw.getByRole("button", { name: "Hide report" }).click();
  await expect(shaw.getByText("Please give a reason")).toBeVisible();
  expect(await axeViolations(page), "moderation screen with a form and its error").toEqual([]);
  await shaw.getByLabel("Reason").fill("No delay at Shaw: trains seen running on time");
  await shaw.getByRole("button", { name: "Hide report" }).click();
  await expect(shaw.getByText("Hidden: No delay at Shaw: trains seen running on time")).toBeVisible();
  expect(await (await rider("ana").api.get("/api/reports?line=mrt3&station=shaw")).json()).toEqual([]);

  const edsa = page.getByRole("listitem").filter({ hasText: "LRT-1 · EDSA · Northbound" });
  await edsa.getByRole("button", { name: "Suspend", exact: true }).click();
  await edsa.getByLabel("Reason").fill("False cancellations on every line");
  await edsa.getByLabel("Period").selectOption({ label: "7 days" });
  await edsa.getByRole("button", { name: "Suspend account" }).click();
  await expect(
    edsa.getByText(/^Account suspended until .*: False cancellations on every line$/),
  ).toBeVisible();
  const audit = page.getByRole("region", { name: "Audit log" });
  await expect(audit.getByRole("listitem").nth(0)).toContainText(
    `${emails.moderator} suspended an account until`,
  );
  await expect(audit.getByRole("listitem").nth(0)).toContainText("False cancellations on every line");
  await expect(audit.getByRole("listitem").nth(1)).toContainText(
    `${emails.moderator} hid a report: No delay at Shaw: trains seen running on time`,
  );

  // The suspended account, on a phone in Filipino, is told so in Filipino, and until when.
  const trollPhone = await phone(browser, "troll", "fil-PH");
  await trollPhone.page.goto("/report?line=lrt1&station=gil&direction=northbound");
  await trollPhone.page.getByRole("button", { name: "Ipadala ang Report" }).click();
  await expect(trollPhone.page.getByRole("alert")).toContainText(
    /Suspendido ang iyong account hanggang .*2026/,
  );

  await edsa.getByRole("button", { name: "Lift suspension" }).click();
  await edsa.getByLabel("Reason").fill("Appealed: a misread platform sign");
  await edsa.getByRole("button", { name: "Lift suspension" }).click();
  await expect(edsa.getByText(/^Account suspended until/)).toHaveCount(0);
  await expect(audit.getByRole("listitem").nth(0)).toContainText(
    `${emails.moderator} lifted a suspension: Appealed: a misread platform sign`,
  );
  await trollPhone.page.getByRole("button", { name: "Ipadala ang Report" }).click();
  await expect(trollPhone.page.getByText("Naipadala na ang report!")).toBeVisible();
  for (const each of [context, trollPhone.context]) await each.close();
});
