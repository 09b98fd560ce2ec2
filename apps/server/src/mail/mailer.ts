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
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
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
