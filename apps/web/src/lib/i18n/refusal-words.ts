import {
  isRefusalCode,
  type Language,
  MESSAGES,
  MESSAGES_FIL,
  REFUSAL_TEXTS_EN,
  REFUSAL_TEXTS_FIL,
  type Refusal,
  type RefusalTexts,
  refusalWords,
} from "@riles/core";

/**
 * The part of each language's catalogue that words refusals: ours by code and params (core's tables), and
 * better-auth's by its code. Not on the first screen: it arrives with the first screen that has a form, or
 * with the first refusal (docs/decisions/050-one-http-client.md).
 */
interface RefusalCatalogue {
  ours: RefusalTexts;
  /** better-auth's codes; English shows better-auth's words except where the product words it itself. */
  auth: Partial<Record<string, string>>;
}

const REFUSALS: Record<Language, RefusalCatalogue> = {
  en: {
    ours: REFUSAL_TEXTS_EN,
    // docs/product.md: the screen wording for unconfirmed e-mail.
    auth: { EMAIL_NOT_VERIFIED: MESSAGES.emailNotConfirmed },
  },
  fil: {
    ours: REFUSAL_TEXTS_FIL,
    auth: {
      INVALID_EMAIL_OR_PASSWORD: "Mali ang email o password",
      USER_ALREADY_EXISTS: "May account na ang email na ito. Gumamit ng ibang email.",
      USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "May account na ang email na ito. Gumamit ng ibang email.",
      INVALID_PASSWORD: "Mali ang password",
      INVALID_EMAIL: "Hindi tamang email address",
      PASSWORD_TOO_SHORT: REFUSAL_TEXTS_FIL.passwordTooShort,
      PASSWORD_TOO_LONG: REFUSAL_TEXTS_FIL.passwordTooLong,
      EMAIL_NOT_VERIFIED: MESSAGES_FIL.emailNotConfirmed,
      INVALID_TOKEN: "Hindi valid o expired na ang link",
      TOKEN_EXPIRED: "Expired na ang link",
      USER_NOT_FOUND: "Walang account na ganito",
      SESSION_EXPIRED: "Expired na ang iyong session. Mag-sign in ulit.",
      SESSION_NOT_FRESH: "Mag-sign in ulit bago ito gawin.",
      EMAIL_ALREADY_VERIFIED: "Nakumpirma na ang email na ito",
      FAILED_TO_CREATE_USER: "Hindi nagawa ang account. Pakisubukan ulit.",
      FAILED_TO_CREATE_SESSION: "Hindi ka ma-sign in ngayon. Pakisubukan ulit.",
    },
  },
};

/** One language's words for our own refusals, for the forms' own checks. */
export function refusalTextsIn(language: Language): RefusalTexts {
  return REFUSALS[language].ours;
}

/**
 * A refusal of the server in `language`: our own routes' `code` and `params` worded by the catalogue,
 * better-auth's code by its table; `text`, the server's words, when the code is unknown or its params do
 * not fit the words (docs/decisions/037-refusals-by-code.md).
 */
export function refusalText(
  language: Language,
  code: string | undefined,
  params: unknown,
  text: string,
): string {
  const { ours, auth } = REFUSALS[language];
  if (isRefusalCode(code)) {
    try {
      return refusalWords(ours, { code, params } as Refusal);
    } catch {
      return text;
    }
  }
  return (code && Object.hasOwn(auth, code) ? auth[code] : undefined) ?? text;
}
