import { expect, type Page } from "@playwright/test";
import { MESSAGES } from "@riles/core";
import { firstAppLink, waitForMail } from "./mailbox";

export const CONFIRM_SUBJECT = "Confirm your Riles account";

/** Signs up through the auth screen; the confirmation mail is then on its way. */
export async function signUp(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toHaveText(MESSAGES.signUpSuccess);
}

/** Fills the sign-in form and submits it (the caller checks what happens). */
export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs up and opens the mailed confirmation link, which lands on the sign-in screen. */
export async function confirmedAccount(page: Page, email: string, password: string) {
  await signUp(page, email, password);
  const mail = await waitForMail(email, { subject: CONFIRM_SUBJECT });
  await page.goto(firstAppLink(mail, new URL(page.url()).origin));
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
}
