import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, languageFromBrowser, preferredLanguages } from "@riles/core";
import { z } from "zod";

/** Written by the web build (apps/web/vite-language-preloads.ts). */
const PRELOADS_FILE = "language-preloads.json";

const preloadsSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
);

/**
 * The Link header a page gets for the language its browser asks for: the files of that language's words,
 * fetched with the page's own scripts rather than after them (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 * Undefined when the language needs nothing beyond the first screen's chunks, or the build names nothing.
 */
export function languagePreloadHeader(
  distDir: string,
): (acceptLanguage: string | undefined) => string | undefined {
  const file = join(distDir, PRELOADS_FILE);
  // A build from before the file existed preloads nothing; a file that is not what the build writes is a
  // broken deploy, and the server says so at start rather than send wrong headers.
  const preloads = existsSync(file) ? preloadsSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : {};
  const headers = new Map(
    Object.entries(preloads).map(([language, files]) => [
      language,
      files.map((path) => `<${path}>; rel=modulepreload`).join(", "),
    ]),
  );
  return (acceptLanguage) =>
    headers.get(languageFromBrowser(preferredLanguages(acceptLanguage))) || undefined;
}
