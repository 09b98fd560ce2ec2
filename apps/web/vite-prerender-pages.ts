import { createServer, type Plugin } from "vite";

const ROOT = '<div id="root"></div>';

/**
 * index.html with the app's markup in its root, the page's name (main.tsx hydrates it when it is the page of
 * the address shown) and its language.
 */
function pageOf(template: string, { name, language, markup }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no empty ${ROOT}`);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(ROOT, `<div id="root" data-page="${name}">${markup}</div>`);
}

interface PageParts {
  name: string;
  language: string;
  markup: string;
}

/** What `src/prerender.tsx` gives the build. */
interface Prerenderer {
  prerenderPage: (path: string, language: string) => Promise<string>;
  PAGES: readonly { name: string; path: string }[];
  LANGUAGES: readonly string[];
}

/**
 * Lends `src/prerender.tsx`, loaded through a Vite server of its own so that it is compiled as the app is
 * (`import.meta.env`, the `#web/` imports, core's TypeScript, which Node cannot load with the build's
 * configuration).
 */
async function withPrerenderer<T>(root: string, use: (prerenderer: Prerenderer) => Promise<T>): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    return await use((await server.ssrLoadModule("/src/prerender.tsx")) as Prerenderer);
  } finally {
    await server.close();
  }
}

/** The app's markup at each address (`route`, with its query) in its language, as the build writes it. */
export function renderPages(
  root: string,
  pages: readonly { route: string; language: string }[],
): Promise<string[]> {
  return withPrerenderer(root, async ({ prerenderPage }) => {
    const markups: string[] = [];
    for (const { route, language } of pages) markups.push(await prerenderPage(route, language));
    return markups;
  });
}

/**
 * Writes every screen's first paint as HTML, in each language, to `pages/<language>/<page>.html`, on Lines one
 * page per line and per station (core's `webPages`): React renders the app at that address with nothing known
 * of the rider or the clock, and the page hydrates it (docs/decisions/088-the-first-screen-as-html.md,
 * 110-a-page-per-line-and-station.md). index.html becomes the English Lines page, which the
 * service worker keeps for offline use.
 */
export function prerenderPages(): Plugin {
  let root = process.cwd();
  return {
    name: "riles-prerender-pages",
    apply: "build",
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") throw new Error("prerender: the build has no index.html");
      const template = String(html.source);
      await withPrerenderer(root, async ({ prerenderPage, PAGES, LANGUAGES }) => {
        for (const language of LANGUAGES)
          for (const { name, path } of PAGES) {
            const markup = await prerenderPage(path, language);
            const page = pageOf(template, { name, language, markup });
            this.emitFile({ type: "asset", fileName: `pages/${language}/${name}.html`, source: page });
            if (language === "en" && name === "index") html.source = page;
          }
      });
    },
  };
}
