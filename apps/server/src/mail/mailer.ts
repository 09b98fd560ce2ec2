import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";

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
 * DATA_DIR/outbox and its subject and recipient are logged, so the confirmation link can be opened.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Log;
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
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`Mail to ${mail.to} "${mail.subject}" written to ${file}`);
    },
  };
}
