import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { MESSAGES, WEB_TEXTS_EN } from "@riles/core";
import { type PgCluster, startPgCluster } from "../../apps/server/src/testing/pg-cluster";
import { TEST_VAPID_ENV } from "../../apps/server/src/testing/vapid-env";
import { type RunningServer, startServer } from "../support/server-process";

// Its own server on its own PostgreSQL, so stopping the database does not disturb the other tests.
let cluster: PgCluster;
let server: RunningServer;
let dataDir: string;

test.beforeAll(async () => {
  cluster = await startPgCluster();
  dataDir = mkdtempSync(join(tmpdir(), "riles-e2e-connection-"));
  server = await startServer({
    DATABASE_URL: cluster.url(),
    AUTH_SECRET: "e2e-connection-test-secret-32-characters",
    ...TEST_VAPID_ENV,
    DATA_DIR: dataDir,
  });
});

test.afterAll(async () => {
  await server?.stop();
  cluster?.destroy();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the page's timers forward in 2-second steps (the app's retry spacing) until `check` passes. */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(2_000);
    await check();
  }).toPass({ timeout: 30_000 });
}

test("the banner appears while the server's database does not answer, says so, and goes away when it is back", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(server.url);
  await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
  const banner = page.getByText(MESSAGES.connectionLost);
  await expect(banner).toHaveCount(0);

  cluster.stop();
  await runClockUntil(page, () => expect(banner).toBeVisible({ timeout: 1_000 }));
  // The phone's connection is fine: the banner says it is the server's data that cannot be reached.
  await expect(page.getByRole("alert")).toContainText(WEB_TEXTS_EN.network.dataUnavailable);

  cluster.start();
  await runClockUntil(page, () => expect(banner).toHaveCount(0, { timeout: 1_000 }));
});
