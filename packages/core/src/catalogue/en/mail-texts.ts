/** One account mail's words around its link. */
interface MailText {
  subject: string;
  /** Before the link. */
  intro: string;
  /** The link's button. */
  action: string;
  /** After the link. */
  outro: string;
}

/** The account mails; the server writes them in the language the account chose at sign-up. */
export interface MailTexts {
  confirmation: MailText;
  existingAccount: MailText;
  passwordReset: MailText;
}

export const MAIL_TEXTS_EN: MailTexts = {
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
};
