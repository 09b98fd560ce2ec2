import { LANGUAGE_COOKIE, type Language } from "@riles/core";

/** localStorage entry that keeps the choice made under Settings on this device. */
export const LANGUAGE_STORAGE_KEY = "riles.language";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie that tells the server the choice too (`document.cookie` syntax). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
