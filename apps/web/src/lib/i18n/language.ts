import { isLanguage, type Language, languageFromBrowser } from "@riles/core";

/** localStorage entry that keeps the choice made under Settings on this device. */
export const LANGUAGE_STORAGE_KEY = "riles.language";

/** The kept choice when there is a valid one, else the browser's. */
export function initialLanguage(stored: string | null, preferred: readonly string[]): Language {
  return isLanguage(stored) ? stored : languageFromBrowser(preferred);
}
