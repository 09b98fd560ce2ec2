import type { Plugin } from "vite";

/** Each language's catalogue module that is not in the first screen's chunks (English is). */
const CATALOGUE_MODULES = { fil: "/src/lib/i18n/web-texts-fil.ts" } as const;

/** The loader's list of modules to preload (vite-load-after-paint.ts). */
const PRELOADS_ATTRIBUTE = /data-preloads="([^"]*)"/;

type OutputChunk = { type: "chunk"; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
type Output = OutputChunk | { type: "asset"; source: string | Uint8Array };

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
 * Adds to every page written in a language whose words are their own chunk the files a visit in that
 * language needs beyond the entry's: the page's loader preloads them with the entry once the page has
 * painted, instead of a round trip after it (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md,
 * docs/decisions/107-html-paints-before-scripts.md). Runs after the pages are prerendered.
 */
export function languagePreloads(): Plugin {
  return {
    name: "riles-language-preloads",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const outputs = bundle as unknown as Record<string, Output>;
      const chunks = Object.entries(outputs).flatMap(([fileName, output]) =>
        output.type === "chunk" ? [{ fileName, ...output }] : [],
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("language preloads: the build has no entry chunk");
      const firstScreen = staticClosure(outputs, entry.fileName);
      for (const [language, module] of Object.entries(CATALOGUE_MODULES)) {
        const catalogue = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        if (!catalogue) throw new Error(`language preloads: no chunk for ${module}`);
        const files = [...staticClosure(outputs, catalogue.fileName)]
          .filter((fileName) => !firstScreen.has(fileName))
          .map((fileName) => `/${fileName}`);
        const pages = Object.entries(outputs).flatMap(([fileName, output]) =>
          output.type === "asset" && fileName.startsWith(`pages/${language}/`) ? [{ fileName, output }] : [],
        );
        if (pages.length === 0) throw new Error(`language preloads: no pages in ${language}`);
        for (const { fileName, output } of pages) {
          const html = String(output.source);
          if (!PRELOADS_ATTRIBUTE.test(html)) throw new Error(`language preloads: ${fileName} has no loader`);
          output.source = html.replace(
            PRELOADS_ATTRIBUTE,
            (_attribute, listed: string) =>
              `data-preloads="${[...listed.split(" ").filter(Boolean), ...files].join(" ")}"`,
          );
        }
      }
    },
  };
}
