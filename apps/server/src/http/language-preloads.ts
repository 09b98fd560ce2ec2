import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language } from "@riles/core";
import { z } from "zod";

/** Written by the web build under this name (apps/web/vite-language-preloads.ts). */
const PRELOADS_FILE = "language-preloads.json";

const preloadsSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
);

/** The Link header of each language that has files to preload. */
function headersOf(file: string): Map<string, string> {
  const preloads = preloadsSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  return new Map(
    Object.entries(preloads).map(([language, files]) => [
      language,
      files.map((path) => `<${path}>; rel=modulepreload`).join(", "),
    ]),
  );
}

/**
 * The Link header a page in a language gets: the files of that language's words,
 * fetched with the page's own scripts rather than after them (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 * Undefined when the language needs nothing beyond the first screen's chunks, or the build names nothing.
 * A new build under a running server is picked up, as its index.html is.
 */
export function languagePreloadHeader(distDir: string): (language: Language) => string | undefined {
  const file = join(distDir, PRELOADS_FILE);
  const modified = () => statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  // A build from before the file existed preloads nothing; a file that is not what the build writes is a
  // broken deploy, and the server says so at start rather than send wrong headers.
  let readAt = modified();
  let headers = readAt === undefined ? new Map<string, string>() : headersOf(file);
  return (language) => {
    const now = modified();
    if (now !== readAt) {
      readAt = now;
      // A file half written by a build in progress names nothing until the build has written it whole.
      try {
        headers = now === undefined ? new Map() : headersOf(file);
      } catch {
        headers = new Map();
      }
    }
    return headers.get(language) || undefined;
  };
}
