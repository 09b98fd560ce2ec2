import { CATALOGUES, type Language, type MailTexts } from "@riles/core";
import type { Mail } from "./mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One account mail: its words in the account's language around one link, as plain text and HTML. */
function accountMail(language: Language, kind: keyof MailTexts, to: string, url: string): Mail {
  const { subject, intro, action, outro } = CATALOGUES[language].mail[kind];
  const button = `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(url)}</p>`;
  return {
    to,
    subject,
    text: `${intro}\n\n${url}\n\n${outro}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(intro)}</p>${button}<p>${escapeHtml(outro)}</p><p style="color:#555">Riles</p></body></html>`,
  };
}

export function confirmationMail(language: Language, to: string, url: string): Mail {
  return accountMail(language, "confirmation", to, url);
}

/** Sent when someone signs up with an address that already has an account (no account enumeration). */
export function existingAccountMail(language: Language, to: string, signInUrl: string): Mail {
  return accountMail(language, "existingAccount", to, signInUrl);
}

/** The link to set a new password, valid for an hour. */
export function passwordResetMail(language: Language, to: string, url: string): Mail {
  return accountMail(language, "passwordReset", to, url);
}
