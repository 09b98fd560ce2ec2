import { expect, test } from "@playwright/test";
import { computeEtas, MESSAGES, minutesUntil, type ReportRow } from "@riles/core";
import { fillCredentials, signUpFromReportForm } from "../support/account";
import { firstAppLink } from "../support/mailbox";
import { fillEdsaReport } from "../support/report-form";
import { serverNow } from "../support/server-clock";

const PASSWORD = "secret-train-1";

/** The minutes core's engine gives for LRT-1 EDSA northbound at `now`, with these reports. */
function northboundMinutes(now: Date, reports: ReportRow[]): string[] {
  return computeEtas({ lineId: "lrt1", stationId: "edsa", now, reports })
    .filter((eta) => eta.direction === "northbound")
    .map((eta) => minutesUntil(eta.estimatedArrival, now))
    .map((minutes) => (minutes === 0 ? "Now" : String(minutes)));
}

test("sign up, confirm by mail, sign in, report a delay, and see another open page update by itself", async ({
  page: signUpTab,
  context,
}) => {
  const email = `commuter-${Date.now()}@example.com`;

  // A visitor who is not signed in is sent from the report form to the sign-in screen.
  const mail = await signUpFromReportForm(signUpTab, email, PASSWORD, "en");
  // Sign-up leads on to signing in, with the address kept.
  await expect(signUpTab.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  await expect(signUpTab.getByLabel("Email")).toHaveValue(email);
  await fillCredentials(signUpTab, email, PASSWORD);
  await signUpTab.getByRole("button", { name: "Sign In" }).click();
  await expect(signUpTab.getByRole("alert")).toHaveText(MESSAGES.emailNotConfirmed);

  // The link in the mail opens a tab of its own, confirms the address and lands on the sign-in screen;
  // signing in there returns to the report form the rider came from.
  const page = await context.newPage();
  await page.goto(firstAppLink(mail, new URL(signUpTab.url()).origin));
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
  await expect(page.getByRole("status")).toHaveText("Your email address is confirmed. You can sign in now.");
  await fillCredentials(page, email, PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expect(page.getByRole("heading", { name: "Report Train Departure" })).toBeVisible();
  // The sign-in form went with its screen: the focus is in the report screen's main area, not on the page.
  await expect(page.getByRole("main")).toBeFocused();

  // A second page already shows EDSA, its clock a minute ahead of the server so the report is in its past.
  const watcher = await context.newPage();
  const watcherNow = new Date(serverNow().getTime() + 60_000);
  await watcher.clock.setFixedTime(watcherNow);
  await watcher.goto("/?line=lrt1&station=edsa");
  const northbound = watcher.getByRole("region", { name: "Northbound" });
  await expect(northbound.getByTestId("arrival-minutes")).toHaveText(northboundMinutes(watcherNow, []));
  await expect(northbound.getByText("Delayed")).toHaveCount(0);

  await fillEdsaReport(page, "en");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByText(MESSAGES.reportSubmitted)).toBeVisible();
  await expect(page.getByText(MESSAGES.reportThanks)).toBeVisible();

  const delayed: ReportRow = {
    id: "expected",
    line_id: "lrt1",
    station_id: "edsa",
    direction: "northbound",
    status: "delayed",
    crowd_level: "packed",
    created_at: serverNow().toISOString(),
  };
  const expected = northboundMinutes(watcherNow, [delayed]);
  await expect(northbound.getByTestId("arrival-minutes")).toHaveText(expected, { timeout: 2_000 });
  await expect(northbound.getByRole("listitem").filter({ hasText: "Delayed" })).toHaveCount(expected.length, {
    timeout: 2_000,
  });
  // The group says what the estimate now rests on: the report's crowd level and age.
  await expect(northbound.getByText(/^Delayed · Packed · reported (just now|1 min ago)$/)).toBeVisible();
  await expect(watcher.getByRole("region", { name: "Southbound" }).getByText("Delayed")).toHaveCount(0);

  // The same train again within two minutes is refused, and the form says why.
  await expect(page.getByText(MESSAGES.reportSubmitted)).toBeHidden({ timeout: 5_000 });
  await fillEdsaReport(page, "en");
  await page.getByRole("button", { name: "Submit Report" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "ErrorYou already reported this train in the last 2 minutes. Please wait before reporting it again.",
  );

  // Settings shows who is signed in, and signing out ends the session.
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("Sign in to report train departures.")).toBeVisible();
  // The button went with the session: the link to sign in again, in its place, has the focus.
  await expect(page.getByRole("main").getByRole("link", { name: "Sign in", exact: true })).toBeFocused();
  await page.goto("/report");
  await expect(page).toHaveURL(/\/auth\?from=report$/);
});
