import { expect, type Page } from "@playwright/test";
import { MESSAGES, MESSAGES_FIL, WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";
import { signUpFromOwnAddress } from "./client-address";
import { firstAppLink, waitForMail } from "./mailbox";

export const CONFIRM_SUBJECT = "Confirm your Riles account";

/** Fills the e-mail and password of the auth screen (their labels read the same in both languages). */
export async function fillCredentials(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
}

/** Signs up through the auth screen; the confirmation mail is then on its way. */
export async function signUp(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Don't have an account? Sign up" }).click();
  await fillCredentials(page, email, password);
  await signUpFromOwnAddress(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("status")).toHaveText(MESSAGES.signUpSuccess);
}

/** The app's words in each of its languages, as the e2e specs read them. */
export const APP_WORDS = {
  en: { texts: WEB_TEXTS_EN, messages: MESSAGES },
  fil: { texts: WEB_TEXTS_FIL, messages: MESSAGES_FIL },
} as const;

/**
 * A signed-out visitor opens the report form, is sent to sign in, and signs up from there in the app's
 * language; returns the confirmation mail.
 */
export async function signUpFromReportForm(page: Page, email: string, password: string, language: Language) {
  const { texts, messages } = APP_WORDS[language];
  await page.goto("/report");
  await expect(page).toHaveURL(/\/auth\?from=report$/);
  await expect(page.getByText(texts.signInToReport)).toBeVisible();
  await page.getByRole("button", { name: texts.noAccount }).click();
  await expect(page.getByRole("heading", { name: texts.authTitles["sign-up"] })).toBeVisible();
  await fillCredentials(page, email, password);
  await signUpFromOwnAddress(page);
  await page.getByRole("button", { name: texts.signUpButton }).click();
  await expect(page.getByRole("status")).toHaveText(messages.signUpSuccess);
  return waitForMail(email);
}

export type Language = keyof typeof APP_WORDS;

/** Fills the sign-in form and submits it (the caller checks what happens). */
export async function signIn(page: Page, email: string, password: string) {
  await fillCredentials(page, email, password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Signs up and opens the mailed confirmation link, which lands on the sign-in screen. */
export async function confirmedAccount(page: Page, email: string, password: string) {
  await signUp(page, email, password);
  const mail = await waitForMail(email, { subject: CONFIRM_SUBJECT });
  await page.goto(firstAppLink(mail, new URL(page.url()).origin));
  await expect(page).toHaveURL(/\/auth\?confirmed=1$/);
}
