import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { makePrivateDir } from "#server/config/private-dir.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

export type Log = (message: string) => void;

/**
 * A sign-up waits for its confirmation mail, so a mail server that is slow to connect, greet or answer
 * must not hold the request for nodemailer's minutes (2 min to connect, 10 min idle): each step has its
 * own timeout and the whole send a wall-clock deadline (docs/decisions/147-mail-within-a-deadline.md).
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 5_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
};
const SEND_DEADLINE_MS = 20_000;

/** The send, or a rejection once `deadlineMs` has passed (the connection then ends on its own timeouts). */
async function withinDeadline(sending: Promise<unknown>, deadlineMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the mail server did not take the mail within ${deadlineMs / 1000} s`)),
      deadlineMs,
    );
  });
  // A send that ends after the deadline has nobody waiting for it.
  sending.catch(() => undefined);
  try {
    await Promise.race([sending, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Real SMTP when SMTP_URL is set. Without it (a local run) each mail is rendered as a real .eml file in
 * DATA_DIR/outbox and its recipient, subject and links are logged: the .eml is quoted-printable, where a
 * long link is broken across lines, so the log is where a person copies the confirmation link from.
 * Links carry one-time tokens: with `logLinks` off (production) they stay out of the log.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
  logLinks?: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      send: (mail) => withinDeadline(transport.sendMail({ from: options.from, ...mail }), SEND_DEADLINE_MS),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      makePrivateDir(options.outboxDir);
      const file = join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      // Its links sign in whoever opens them: readable by the server's user alone.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.log(`Mail to ${mail.to} "${mail.subject}" written to ${file}`);
      if (options.logLinks) for (const link of linksIn(mail.text)) options.log(`  link: ${link}`);
    },
  };
}

function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/\S+/g) ?? [])];
}
