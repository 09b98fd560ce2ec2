import { type Language, MESSAGES, type MessageKey, messageKeyOf } from "@riles/core";
import { useSyncExternalStore } from "react";
import { type Catalogue, en } from "./catalogue-en";
import { initialLanguage, LANGUAGE_STORAGE_KEY } from "./language";

interface Current {
  language: Language;
  t: Catalogue;
}

let current: Current = { language: "en", t: en };
let latestRequest = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language and its catalogue; a component re-renders when the language changes. */
export function useI18n(): Current {
  return useSyncExternalStore(subscribe, () => current);
}

/** The current catalogue, for code outside components (messages built when something fails). */
export function messages(): Catalogue {
  return current.t;
}

/**
 * Loads the language's catalogue (Filipino is its own chunk) and switches every screen to it, without a
 * reload; `<html lang>` follows. When two switches overlap, the later one wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const t = language === "fil" ? (await import("./catalogue-fil")).fil : en;
  if (request !== latestRequest) return;
  current = { language, t };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The choice made under Settings: kept on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice still holds until the page is closed.
  }
  await applyLanguage(language);
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** At start: the kept choice, else the browser's languages; resolves once its catalogue is loaded. */
export function startLanguage(): Promise<void> {
  return applyLanguage(initialLanguage(storedLanguage(), navigator.languages ?? [navigator.language]));
}

/**
 * One of core's messages in the current language. Core's checks (zod issues, location errors) carry only
 * their English text, so that text is the message's identity; any other text is shown as it is.
 */
export function localized(t: Catalogue, text: string): string {
  const key = messageKeyOf(text);
  return key ? t[key] : text;
}

/**
 * A refusal of the server in the current language: `code` is a key of core's MESSAGES or of its
 * REFUSAL_MESSAGES (the catalogue's `serverRefusals`) for our own routes, or better-auth's own code;
 * `text` the English message the server sent, shown when the code is unknown.
 */
export function refusalText(
  t: Catalogue,
  code: string | undefined,
  text: string,
  params: Record<string, unknown> = {},
): string {
  // English shows the server's own words (a limit set by the server's configuration reads right there).
  if (t === en || !code) return localized(t, text);
  // A suspension's refusal names its end, which the server sends as params.until.
  if (
    code === "accountSuspended" &&
    typeof params.until === "string" &&
    !Number.isNaN(Date.parse(params.until))
  )
    return t.accountSuspendedUntil(t.dateTime(new Date(params.until)));
  if (Object.hasOwn(MESSAGES, code)) return t[code as MessageKey];
  const authRefusal = Object.hasOwn(t.serverRefusals, code) ? t.serverRefusals[code] : undefined;
  return authRefusal ?? localized(t, text);
}
