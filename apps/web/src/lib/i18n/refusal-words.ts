import {
  AUTH_REFUSAL_TEXTS_EN,
  AUTH_REFUSAL_TEXTS_FIL,
  type AuthRefusalTexts,
  isRefusalCode,
  type Language,
  REFUSAL_TEXTS_EN,
  REFUSAL_TEXTS_FIL,
  type Refusal,
  type RefusalTexts,
  refusalWords,
} from "@riles/core";

/**
 * The parts of each language's catalogue that word refusals: ours by code and params, and better-auth's by
 * its code (docs/decisions/051-one-catalogue-per-language.md). Not on the first screen: it arrives with
 * the first screen that has a form, or with the first refusal (docs/decisions/050-one-http-client.md).
 */
interface RefusalCatalogue {
  ours: RefusalTexts;
  auth: AuthRefusalTexts;
}

const REFUSALS: Record<Language, RefusalCatalogue> = {
  en: { ours: REFUSAL_TEXTS_EN, auth: AUTH_REFUSAL_TEXTS_EN },
  fil: { ours: REFUSAL_TEXTS_FIL, auth: AUTH_REFUSAL_TEXTS_FIL },
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
