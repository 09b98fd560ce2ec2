import { createServer, type Plugin } from "vite";

/** Core's LANGUAGES: Node loads the build's configuration, and cannot import core's TypeScript. */
const LANGUAGES = ["en", "fil"] as const;

/** Where each screen's page is written, by its address; the server picks one by path and language. */
const PAGES = {
  index: "/",
  map: "/map",
  report: "/report",
  settings: "/settings",
  accuracy: "/accuracy",
  moderate: "/moderate",
  auth: "/auth",
  "not-found": "/not-found",
} as const;

const ROOT = '<div id="root"></div>';

/** index.html with the app's markup for `route` in its root, and the page's language. */
function pageOf(template: string, { route, language, markup }: PageParts): string {
  if (!template.includes(ROOT)) throw new Error(`prerender: index.html has no empty ${ROOT}`);
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace(ROOT, `<div id="root" data-route="${route}">${markup}</div>`);
}

interface PageParts {
  route: string;
  language: string;
  markup: string;
}

/**
 * The app's markup at each page's address in its language (`src/prerender.tsx`), loaded through a Vite server
 * of its own so that it is compiled as the app is (`import.meta.env`, the `#web/` imports).
 */
export async function renderPages(
  root: string,
  pages: readonly { route: string; language: string }[],
): Promise<string[]> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const { prerenderPage } = (await server.ssrLoadModule("/src/prerender.tsx")) as {
      prerenderPage: (path: string, language: string) => Promise<string>;
    };
    const markups: string[] = [];
    for (const { route, language } of pages) markups.push(await prerenderPage(route, language));
    return markups;
  } finally {
    await server.close();
  }
}

/**
 * Writes every screen's first paint as HTML, in each language, to `pages/<language>/<screen>.html`: React
 * renders the app at that address with nothing known of the rider or the clock, and the page hydrates it
 * (docs/decisions/088-the-first-screen-as-html.md). index.html becomes the English Lines page, which the
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
      const pages = LANGUAGES.flatMap((language) =>
        Object.entries(PAGES).map(([name, route]) => ({ name, route, language })),
      );
      const markups = await renderPages(root, pages);
      pages.forEach(({ name, route, language }, index) => {
        const markup = markups[index] ?? "";
        const page = pageOf(template, { route: name === "not-found" ? "*" : route, language, markup });
        this.emitFile({ type: "asset", fileName: `pages/${language}/${name}.html`, source: page });
        if (language === "en" && name === "index") html.source = page;
      });
    },
  };
}
