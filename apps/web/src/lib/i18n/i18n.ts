import { initialLanguage, isLanguage, type Language, WEB_TEXTS_EN, type WebTexts } from "@riles/core";
import { useSyncExternalStore } from "react";
import { LANGUAGE_STORAGE_KEY, languageCookie } from "./language";

interface Current {
  language: Language;
  t: WebTexts;
}

let current: Current = { language: "en", t: WEB_TEXTS_EN };
/**
 * The language the page's HTML is written in: what hydration must find. A language kept on this device that
 * differs is switched to once React has hydrated the page, by its own check of the store after hydration,
 * so the switch never meets a half-hydrated page (docs/decisions/088-the-first-screen-as-html.md).
 */
let written: Current = current;
let latestRequest = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language and its catalogue; a component re-renders when the language changes. */
export function useI18n(): Current {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => written,
  );
}

/** The current catalogue, for code outside components (messages built when something fails). */
export function messages(): WebTexts {
  return current.t;
}

/** The current language, for code outside components. */
export function currentLanguage(): Language {
  return current.language;
}

/**
 * Loads the language's catalogue (Filipino is its own chunk) and switches every screen to it, without a
 * reload; `<html lang>` follows. When two switches overlap, the later one wins.
 */
export async function applyLanguage(language: Language): Promise<void> {
  const request = ++latestRequest;
  const t = await catalogueOf(language);
  if (request !== latestRequest || t === current.t) return;
  current = { language, t };
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

async function catalogueOf(language: Language): Promise<WebTexts> {
  return language === "fil" ? (await import("./web-texts-fil")).WEB_TEXTS_FIL : WEB_TEXTS_EN;
}

/**
 * The language a page is written in, before anything is rendered: the build writes the page in it, and the
 * page hydrates in it (docs/decisions/088-the-first-screen-as-html.md).
 */
export async function loadLanguage(language: Language): Promise<void> {
  current = { language, t: await catalogueOf(language) };
  written = current;
}

/**
 * The server learns of the choice by a cookie: the pages it sends then name the chosen language's files
 * (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 */
function tellServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from many phones' browsers.
  document.cookie = languageCookie(language, location.protocol === "https:");
}

/** The choice made under Settings: kept on this device and applied at once. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice still holds until the page is closed.
  }
  tellServer(language);
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
  const stored = storedLanguage();
  // A choice made before the cookie existed, or whose cookie expired, is told to the server again.
  if (isLanguage(stored)) tellServer(stored);
  return applyLanguage(initialLanguage(stored, navigator.languages ?? [navigator.language]));
}
