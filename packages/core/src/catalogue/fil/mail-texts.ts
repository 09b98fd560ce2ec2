import type { MailTexts } from "../en/mail-texts";

/** The account mails in Filipino; the words follow docs/filipino-glossary.md. */
export const MAIL_TEXTS_FIL: MailTexts = {
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
};
