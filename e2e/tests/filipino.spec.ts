import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { computeEtas, MESSAGES_FIL, minutesUntil } from "@riles/core";
import { fillCredentials, signUpFromReportForm } from "../support/account";
import { firstAppLink } from "../support/mailbox";
import { fillEdsaReport } from "../support/report-form";

// A phone set to Filipino: the app starts in Filipino on the first visit.
test.use({ locale: "fil-PH" });

const PASSWORD = "secret-train-1";

// Tuesday 24 November 2026, 08:03 in Manila; Monumento, where no other test reports a departure.
const weekdayMorning = new Date("2026-11-24T08:03:00+08:00");
const scheduledNorthbound = computeEtas({
  lineId: "lrt1",
  stationId: "mon",
  now: weekdayMorning,
  reports: [],
})
  .filter((eta) => eta.direction === "northbound")
  .map((eta) => minutesUntil(eta.estimatedArrival, weekdayMorning))
  .map((minutes) => (minutes === 0 ? "Ngayon" : String(minutes)));

test("a phone in Filipino is told of the Filipino words with the page, and fetches each once", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith(".js")) scripts.push(path);
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Pumili ng Linya ng Tren" })).toBeVisible();
  // The page's loader names the words' files, so they download with the page's scripts rather than after
  // them (docs/decisions/107-html-paints-before-scripts.md).
  const named = (await page.locator("script[data-preloads]").getAttribute("data-preloads"))?.split(" ") ?? [];
  expect(named.some((path) => /\/assets\/web-texts-fil-[\w-]+\.js$/.test(path ?? ""))).toBe(true);
  // Each once: the early fetch is the one the app's own import uses.
  for (const path of named)
    expect(
      scripts.filter((script) => script === path),
      path,
    ).toHaveLength(1);
});

test.describe("a phone in English", () => {
  test.use({ locale: "en-PH" });

  test("is told of no Filipino words and fetches none", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
    expect(await page.locator("script[data-preloads]").getAttribute("data-preloads")).not.toContain(
      "web-texts-fil",
    );
    expect(scripts.filter((path) => /web-texts-fil/.test(path))).toEqual([]);
  });
});

test("a phone in Filipino shows Lines and arrivals in Filipino, and Settings switches to English for good", async ({
  page,
}) => {
  await page.clock.setFixedTime(weekdayMorning);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");
  await expect(page.getByRole("heading", { name: "Pumili ng Linya ng Tren" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Mga Linya" })).toBeVisible();

  await page.getByRole("link", { name: "Monumento", exact: true }).click();
  const northbound = page.getByRole("region", { name: "Northbound" });
  await expect(northbound.getByText("papuntang Fernando Poe Jr.")).toBeVisible();
  await expect(northbound.getByText("Susunod na Tren")).toBeVisible();
  await expect(northbound.getByTestId("arrival-minutes")).toHaveText(scheduledNorthbound);
  await expect(northbound.getByText(/^sa \d+ (na )?minuto · \d{1,2}:\d{2} AM$/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "I-report ang pag-alis ng tren sa Monumento" })).toBeVisible();
  // In Filipino as in English, axe-core finds nothing (the page's language included).
  expect((await new AxeBuilder({ page }).analyze()).violations.map((violation) => violation.id)).toEqual([]);

  // Settings switches the whole app to English at once: the same page, no reload.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("navigation").getByRole("link", { name: "Mga Setting" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mga Setting" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Filipino" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("navigation").getByRole("link", { name: "Lines" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );

  // The choice is kept on this device over the browser's language.
  // The server is told of the choice too: the page no longer names the Filipino words' files.
  const reloaded = await page.reload();
  expect(reloaded?.headers().link).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("navigation").getByRole("link", { name: "Lines" }).click();
  await expect(page.getByRole("heading", { name: "Select a Train Line" })).toBeVisible();
});

test("a commuter in Filipino signs up, reports a departure and reads the 2-minute refusal in Filipino", async ({
  page,
}) => {
  const email = `komyuter-${Date.now()}@example.com`;

  const mail = await signUpFromReportForm(page, email, PASSWORD, "fil");
  // Sign-up sent the app's language, so the confirmation mail is written in Filipino.
  expect(mail.html).toContain('<html lang="fil">');
  await page.goto(firstAppLink(mail, new URL(page.url()).origin));
  await expect(page.getByRole("status")).toHaveText(
    "Nakumpirma na ang iyong email address. Puwede ka nang mag-sign in.",
  );
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Mag-sign In" }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole("heading", { name: "I-report ang Pag-alis ng Tren" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "fil");

  await fillEdsaReport(page, "fil");
  // The longest Filipino option still fits a 360 px screen: nothing is pushed off to the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Ipadala ang Report" }).click();
  await expect(page.getByText(MESSAGES_FIL.reportSubmitted)).toBeVisible();
  await expect(page.getByText(MESSAGES_FIL.reportThanks)).toBeVisible();

  // The same train again within two minutes: the server refuses with a code, the form says it in Filipino.
  await expect(page.getByText(MESSAGES_FIL.reportSubmitted)).toBeHidden({ timeout: 5_000 });
  await fillEdsaReport(page, "fil");
  await page.getByRole("button", { name: "Ipadala ang Report" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "ErrorNa-report mo na ang tren na ito sa nakalipas na 2 minuto. Maghintay muna bago ito i-report ulit.",
  );
});
