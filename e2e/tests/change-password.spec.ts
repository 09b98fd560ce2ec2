import { expect, type Page, test } from "@playwright/test";
import { WEB_TEXTS_EN } from "@riles/core";
import { confirmedAccount, signIn } from "../support/account";

async function openSettings(page: Page) {
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await expect(page.getByText(/Signed in as/)).toBeVisible();
}

test("Settings changes the password: other devices are signed out, the old password is refused and the new one signs in", async ({
  page,
  browser,
}) => {
  const email = `changer-${Date.now()}@example.com`;
  await confirmedAccount(page, email, "old-password-1");
  await signIn(page, email, "old-password-1");
  await expect(page).toHaveURL(/\/$/);

  const phoneContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const phone = await phoneContext.newPage();
  await phone.goto("/auth");
  await signIn(phone, email, "old-password-1");
  await expect(phone).toHaveURL(/\/$/);

  await openSettings(page);
  await page.getByRole("button", { name: "Change password" }).click();
  const current = page.getByLabel("Current password", { exact: true });
  await expect(current).toBeFocused();
  await current.fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription("Invalid password");

  await current.fill("old-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status")).toHaveText(WEB_TEXTS_EN.passwordChangedElsewhereSignedOut);
  await expect(page.getByText(/Signed in as/)).toBeVisible();

  // The other device's session ended with the old password.
  await phone.goto("/settings");
  await expect(phone.getByRole("link", { name: "Sign in" })).toBeVisible();
  await phoneContext.close();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("link", { name: "Sign in" })).toBeFocused();
  await page.goto("/auth");
  await signIn(page, email, "old-password-1");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(page, email, "new-password-2");
  await expect(page).toHaveURL(/\/$/);
});
