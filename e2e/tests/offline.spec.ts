import { expect, test } from "@playwright/test";
import { WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";

// The service worker is what keeps the app usable offline, so this test lets it run.
test.use({ serviceWorkers: "allow" });

test("after a first visit, a reload without network still shows schedule-only arrivals", async ({
  page,
  context,
}) => {
  await page.clock.setFixedTime(new Date("2026-11-24T08:03:00+08:00"));
  await page.goto("/?line=lrt1&station=edsa");
  await expect(page.getByRole("region", { name: "Northbound" })).toBeVisible();
  // Once the worker is active it has precached the app shell; it controls pages opened after that.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();

  await expect(page.getByRole("heading", { level: 2, name: "EDSA" })).toBeVisible();
  await expect(page.getByText(WEB_TEXTS_EN.network.scheduleFailed)).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: WEB_TEXTS_EN.network.offline })).toBeVisible();
  await expect(page.getByRole("region", { name: "Northbound" }).getByTestId("arrival-minutes")).toHaveText([
    "Now",
    "5",
    "10",
  ]);
});

test.describe("in Filipino", () => {
  test.use({ locale: "fil-PH" });

  test("once the worker is installed, an address still paints the Filipino page the server sends, and offline the page kept", async ({
    page,
    context,
  }) => {
    // What each page paints before any script: the HTML's language and its first heading.
    await page.addInitScript(() => {
      const seen = window as unknown as { painted?: string };
      new MutationObserver((_records, observer) => {
        const heading = document.querySelector("#root h1");
        if (!heading) return;
        seen.painted = `${document.documentElement.lang}: ${heading.textContent}`;
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    });
    const painted = () => page.evaluate(() => (window as unknown as { painted?: string }).painted);
    await page.goto("/");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    await page.goto("/settings");
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await painted()).toBe(`fil: ${WEB_TEXTS_FIL.tabSettings}`);

    await context.setOffline(true);
    await page.reload();
    expect(await painted()).toBe(`fil: ${WEB_TEXTS_FIL.tabSettings}`);
    // An address never opened: the page kept last paints, in Filipino, and the app shows the address's screen.
    await page.goto("/accuracy");
    expect(await painted()).toMatch(/^fil: /);
    await expect(page.getByRole("link", { name: WEB_TEXTS_FIL.tabSettings })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});
