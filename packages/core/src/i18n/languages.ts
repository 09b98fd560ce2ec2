/** The languages Riles speaks (docs/decisions/033-languages-on-the-server.md). English is the default. */
export const LANGUAGES = ["en", "fil"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The cookie that carries a language chosen under Settings to the server, which names that language's
 * files in the page's headers (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 */
export const LANGUAGE_COOKIE = "riles-language";
