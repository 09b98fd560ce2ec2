import type { Plugin } from "vite";

/** The loader's list of modules to preload (vite-load-after-paint.ts). */
const PRELOADS_ATTRIBUTE = /data-preloads="([^"]*)"/;

type OutputChunk = { type: "chunk"; isEntry: boolean; facadeModuleId: string | null; imports: string[] };
type Output = OutputChunk | { type: "asset"; source: string | Uint8Array };

/** Modules some pages need at once, beside the entry, and which pages. */
interface PagePreload {
  /** The modules, as source paths from the app's root. */
  modules: readonly string[];
  /** The prerendered pages (`pages/en/index.html`, …) that need them. */
  pages: (fileName: string) => boolean;
}

/**
 * The pages written in a language whose words are their own chunk: the Filipino words and what they import
 * (docs/decisions/080-a-filipino-first-visit-fetches-its-words-with-the-page.md).
 */
export const LANGUAGE_PRELOADS: PagePreload = {
  modules: ["/src/lib/i18n/web-texts-fil.ts"],
  pages: (fileName) => fileName.startsWith("pages/fil/"),
};

/**
 * A station's page (`pages/en/lines/lrt1/edsa.html`, a shared link or the map's "See arrivals") shows its
 * arrivals first: their code and the sightings' parser, fetched with the entry rather than in two waves
 * after it has run (docs/decisions/179-a-station-page-fetches-its-arrivals-code-with-the-page.md).
 */
export const STATION_PRELOADS: PagePreload = {
  modules: ["/src/app/screens/station-arrivals.tsx", "/src/features/arrivals/api/parse-sightings.ts"],
  pages: (fileName) => /^pages\/[^/]+\/lines\/[^/]+\/[^/]+\.html$/.test(fileName),
};

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
 * Adds to each page the files its preloads' modules need beyond the entry's: the page's loader preloads
 * them with the entry once the page has painted, instead of a round trip after it
 * (docs/decisions/107-html-paints-before-scripts.md). Runs after the pages are prerendered; fails the build
 * when a module is no longer a chunk of its own or a page has no loader, rather than preloading nothing.
 */
export function pagePreloads(preloads: readonly PagePreload[]): Plugin {
  return {
    name: "riles-page-preloads",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const outputs = bundle as unknown as Record<string, Output>;
      const chunks = Object.entries(outputs).flatMap(([fileName, output]) =>
        output.type === "chunk" ? [{ fileName, ...output }] : [],
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error("page preloads: the build has no entry chunk");
      const firstScreen = staticClosure(outputs, entry.fileName);
      for (const { modules, pages: isPage } of preloads) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`page preloads: no chunk for ${module}`);
          for (const fileName of staticClosure(outputs, chunk.fileName))
            if (!firstScreen.has(fileName)) files.add(`/${fileName}`);
        }
        const pages = Object.entries(outputs).flatMap(([fileName, output]) =>
          output.type === "asset" && isPage(fileName) ? [{ fileName, output }] : [],
        );
        if (pages.length === 0) throw new Error(`page preloads: no pages for ${modules.join(", ")}`);
        for (const { fileName, output } of pages) {
          const html = String(output.source);
          if (!PRELOADS_ATTRIBUTE.test(html)) throw new Error(`page preloads: ${fileName} has no loader`);
          output.source = html.replace(PRELOADS_ATTRIBUTE, (_attribute, listed: string) => {
            const all = new Set([...listed.split(" ").filter(Boolean), ...files]);
            return `data-preloads="${[...all].join(" ")}"`;
          });
        }
      }
    },
  };
}
