import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";

const mailDir = () => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error("E2E_MAIL_DIR is not set: run through the Playwright global setup");
  return dir;
};

function addressedTo(mail: ParsedMail, email: string): boolean {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.some((group) =>
    group.value.some((entry) => entry.address?.toLowerCase() === email.toLowerCase()),
  );
}

/**
 * Waits until the SMTP sink has received a message for `email` (with `subject`, when given; the `nth` such
 * message, counting from 0, in the order received) and returns it parsed.
 */
export async function waitForMail(
  email: string,
  { subject, nth = 0, timeoutMs = 10_000 }: { subject?: string; nth?: number; timeoutMs?: number } = {},
): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let seen = 0;
    for (const file of readdirSync(mailDir()).sort()) {
      const mail = await simpleParser(readFileSync(join(mailDir(), file)));
      if (!addressedTo(mail, email) || (subject && mail.subject !== subject)) continue;
      if (seen === nth) return mail;
      seen++;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail for ${email} within ${timeoutMs} ms`);
}

/** The first link in the mail's text part that points at the app. */
export function firstAppLink(mail: ParsedMail, origin: string): string {
  const links = (mail.text ?? "").match(/https?:\/\/\S+/g) ?? [];
  const link = links.find((candidate) => candidate.startsWith(origin));
  if (!link) throw new Error(`No link to ${origin} in mail "${mail.subject}"`);
  return link;
}
