import type { Mail } from "./mailer";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function paragraphs(texts: string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join("");
}

function layout(before: string[], link: { url: string; label: string }, after: string[]): string {
  const button = `<p><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(link.url)}</p>`;
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">${paragraphs(before)}${button}${paragraphs(after)}<p style="color:#555">Riles</p></body></html>`;
}

export function confirmationMail(to: string, url: string): Mail {
  const intro = "Welcome to Riles! Confirm your e-mail address to start reporting train departures.";
  const ignore = "If you did not sign up for Riles, you can ignore this message.";
  return {
    to,
    subject: "Confirm your Riles account",
    text: `${intro}\n\n${url}\n\n${ignore}\n`,
    html: layout([intro], { url, label: "Confirm my e-mail" }, [ignore]),
  };
}

/** Sent when someone signs up with an address that already has an account (no account enumeration). */
export function existingAccountMail(to: string, signInUrl: string): Mail {
  const text =
    "Someone tried to create a Riles account with this e-mail address, but you already have one. You can sign in with your existing password.";
  const ignore = "If this was not you, you can ignore this message.";
  return {
    to,
    subject: "You already have a Riles account",
    text: `${text}\n\n${signInUrl}\n\n${ignore}\n`,
    html: layout([text], { url: signInUrl, label: "Sign in" }, [ignore]),
  };
}

/** The link to set a new password, valid for an hour. */
export function passwordResetMail(to: string, url: string): Mail {
  const intro = "Someone asked to reset the password of your Riles account. Choose a new password here:";
  const ignore = "The link works for one hour. If you did not ask for it, you can ignore this message.";
  return {
    to,
    subject: "Reset your Riles password",
    text: `${intro}\n\n${url}\n\n${ignore}\n`,
    html: layout([intro], { url, label: "Choose a new password" }, [ignore]),
  };
}
