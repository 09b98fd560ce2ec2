import type { Plugin } from "vite";

/** Where the build writes the preloads, read by the server (apps/server/src/http/language-preloads.ts). */
const LANGUAGE_PRELOADS_FILE = "language-preloads.json";

/** Each language's catalogue module that is not in the first screen's chunks (English is). */
const CATALOGUE_MODULES = { fil: "/src/lib/i18n/web-texts-fil.ts" } as const;

type OutputChunk = { type: "chunk"; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
type Output = OutputChunk | { type: "asset" };

/** A chunk's file and those it imports statically, all the way down. */
function staticClosure(
  bundle: Record<string, Output>,
  fileName: string,
  seen = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== "chunk") return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * Writes, for each language whose words are their own chunk, the files a first visit in that language
 * needs beyond the entry's: the server names them in a Link header of the page, so they download with the
 * entry instead of a round trip after it (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 */
export function languagePreloads(): Plugin {
  return {
    name: "riles-language-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const outputs = bundle as unknown as Record<string, Output>;
      const chunks = Object.entries(outputs).flatMap(([fileName, output]) =>
        output.type === "chunk" ? [{ fileName, ...output }] : [],
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("language preloads: the build has no entry chunk");
      const firstScreen = staticClosure(outputs, entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const [language, module] of Object.entries(CATALOGUE_MODULES)) {
        const catalogue = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!catalogue) throw new Error(`language preloads: no chunk for ${module}`);
        preloads[language] = [...staticClosure(outputs, catalogue.fileName)]
          .filter((fileName) => !firstScreen.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      this.emitFile({ type: "asset", fileName: LANGUAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
