import { isLanguage, type Language } from "@riles/core";

/** localStorage entry that keeps the choice made under Settings on this device. */
export const LANGUAGE_STORAGE_KEY = "riles.language";

/**
 * The language of a first visit, from the browser's preferred languages: the first one decides; Filipino
 * ('fil', or 'tl', Tagalog, which many browsers still send) gives Filipino, anything else English.
 */
export function languageFromBrowser(preferred: readonly string[]): Language {
  const first = preferred[0]?.toLowerCase().split("-")[0];
  return first === "fil" || first === "tl" ? "fil" : "en";
}

/** The kept choice when there is a valid one, else the browser's. */
export function initialLanguage(stored: string | null, preferred: readonly string[]): Language {
  return isLanguage(stored) ? stored : languageFromBrowser(preferred);
}
