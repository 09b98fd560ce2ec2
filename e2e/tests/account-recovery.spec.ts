import { expect, type Page, test } from "@playwright/test";
import { MESSAGES, REFUSAL_TEXTS_EN } from "@riles/core";
import { CONFIRM_SUBJECT, confirmedAccount, signIn, signUp } from "../support/account";
import { firstAppLink, waitForMail } from "../support/mailbox";

const origin = (page: Page) => new URL(page.url()).origin;

test("a forgotten password is reset through the mailed link: the old one is refused, the new one works, and the account can be deleted", async ({
  page,
}) => {
  const email = `forgetful-${Date.now()}@example.com`;
  await confirmedAccount(page, email, "old-password-1");

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reset Password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account uses this address");

  const resetMail = await waitForMail(email, { subject: "Reset your Riles password" });
  await page.goto(firstAppLink(resetMail, origin(page)));
  await expect(page).toHaveURL(/\/auth\?mode=reset&token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a New Password" })).toBeVisible();
  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(REFUSAL_TEXTS_EN.passwordTooShort);
  await page.getByLabel("New password").fill("new-password-2");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(page.getByLabel("New password")).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Your password is changed. Sign in with your new password.",
  );
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, "old-password-1");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await signIn(page, email, "new-password-2");
  await expect(page).toHaveURL(/\/$/);

  // Settings deletes the account after its warning and the password; signing in is then refused.
  await page.getByRole("navigation").getByRole("link", { name: "Settings" }).click();
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText(/This cannot be undone/)).toBeFocused();
  await page.getByLabel("Your password").fill("new-password-2");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByRole("status")).toHaveText("Your account is deleted.");
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/auth");
  await signIn(page, email, "new-password-2");
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
});

test("an unconfirmed address gets its confirmation link again, and the new link confirms it", async ({
  page,
}) => {
  const email = `late-${Date.now()}@example.com`;
  await signUp(page, email, "secret-train-2");
  await waitForMail(email, { subject: CONFIRM_SUBJECT });

  await signIn(page, email, "secret-train-2");
  await expect(page.getByRole("alert")).toHaveText(MESSAGES.emailNotConfirmed);
  await page.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByRole("status")).toContainText("a new link is on its way");

  const again = await waitForMail(email, { subject: CONFIRM_SUBJECT, nth: 1 });
  await page.goto(firstAppLink(again, origin(page)));
  await expect(page.getByRole("status")).toHaveText("Your email address is confirmed. You can sign in now.");
  await signIn(page, email, "secret-train-2");
  await expect(page).toHaveURL(/\/$/);
});
