import type { Plugin } from "vite";

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

/**
 * Writes the stylesheets index.html links into index.html itself, and drops them from the build: the
 * shell paints once the page itself has arrived, without a second round trip on slow mobile data
 * (docs/decisions/071-the-shell-paints-first.md). Lazy screens' stylesheets (the map's) stay files.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: "riles-inline-entry-css",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") return;
      const inlined = new Set<string>();
      html.source = String(html.source).replace(STYLESHEET_LINK, (link, fileName: string) => {
        const css = bundle[fileName];
        if (css?.type !== "asset") return link;
        inlined.add(fileName);
        return `<style>${String(css.source)}</style>`;
      });
      for (const fileName of inlined) delete bundle[fileName];
      // Lazy chunks list the stylesheets of the chunks they import, to load them first: the entry's is on
      // the page already, and a file no longer (a missing file would fail the lazy import).
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const fileName of inlined) chunk.viteMetadata?.importedCss.delete(fileName);
      }
    },
  };
}
