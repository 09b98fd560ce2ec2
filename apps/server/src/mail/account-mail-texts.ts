import type { Language } from "@riles/core";

interface MailText {
  subject: string;
  /** Before the link. */
  intro: string;
  /** The link's button. */
  action: string;
  /** After the link. */
  outro: string;
}

export interface AccountMailTexts {
  confirmation: MailText;
  existingAccount: MailText;
  passwordReset: MailText;
}

/**
 * The account mails in every language Riles speaks; the words follow docs/filipino-glossary.md. A missing
 * mail or language fails the typecheck.
 */
export const ACCOUNT_MAIL_TEXTS: Record<Language, AccountMailTexts> = {
  en: {
    confirmation: {
      subject: "Confirm your Riles account",
      intro: "Welcome to Riles! Confirm your e-mail address to start reporting train departures.",
      action: "Confirm my e-mail",
      outro: "If you did not sign up for Riles, you can ignore this message.",
    },
    existingAccount: {
      subject: "You already have a Riles account",
      intro:
        "Someone tried to create a Riles account with this e-mail address, but you already have one. You can sign in with your existing password.",
      action: "Sign in",
      outro: "If this was not you, you can ignore this message.",
    },
    passwordReset: {
      subject: "Reset your Riles password",
      intro: "Someone asked to reset the password of your Riles account. Choose a new password here:",
      action: "Choose a new password",
      outro: "The link works for one hour. If you did not ask for it, you can ignore this message.",
    },
  },
  fil: {
    confirmation: {
      subject: "Kumpirmahin ang iyong Riles account",
      intro:
        "Maligayang pagdating sa Riles! Kumpirmahin ang iyong email address para makapag-report ka ng pag-alis ng mga tren.",
      action: "Kumpirmahin ang email ko",
      outro: "Kung hindi ikaw ang nag-sign up sa Riles, puwede mong balewalain ang mensaheng ito.",
    },
    existingAccount: {
      subject: "May Riles account ka na",
      intro:
        "May sumubok gumawa ng Riles account gamit ang email address na ito, pero may account ka na. Puwede kang mag-sign in gamit ang dati mong password.",
      action: "Mag-sign in",
      outro: "Kung hindi ikaw ito, puwede mong balewalain ang mensaheng ito.",
    },
    passwordReset: {
      subject: "Palitan ang password mo sa Riles",
      intro: "May humiling na palitan ang password ng iyong Riles account. Pumili ng bagong password dito:",
      action: "Pumili ng bagong password",
      outro:
        "Gumagana ang link sa loob ng isang oras. Kung hindi ikaw ang humiling nito, puwede mong balewalain ang mensaheng ito.",
    },
  },
};
