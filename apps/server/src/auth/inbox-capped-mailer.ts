import type { inboxMails } from "#server/config/rate-limits.ts";
import type { Log, Mailer } from "#server/mail/mailer.ts";

/**
 * Account mails as sent: each counts against its inbox (RECIPIENT_MAIL_LIMIT), and one past its share is
 * not sent, with a line in the log; the request that asked for it is answered as usual
 * (docs/decisions/149-mails-counted-when-sent.md, 171-a-full-inbox-is-not-told.md).
 */
export function inboxCappedMailer(mailer: Mailer, inboxes: ReturnType<typeof inboxMails>, log: Log): Mailer {
  return {
    send: async (mail) => {
      if (await inboxes.mayMail(mail.to)) return mailer.send(mail);
      log(`Mail to ${mail.to} "${mail.subject}" not sent: its inbox has had its share of mails this hour`);
    },
  };
}
