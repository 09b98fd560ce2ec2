import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  initialLanguage,
  LANGUAGE_COOKIE,
  type Language,
  NOT_FOUND_PAGE,
  preferredLanguages,
  webPageOf,
} from "@riles/core";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "#server/app-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/** A file's address (it has an extension), not a screen's. */
const FILE_PATH = /\.\w+$/;

/** The page's language, by the app's own rule: the choice made under Settings, else the browser's. */
function languageOf(c: Context<AppEnv>): Language {
  return initialLanguage(getCookie(c, LANGUAGE_COOKIE), preferredLanguages(c.req.header("accept-language")));
}

/**
 * The built web app: content-hashed files under /assets are cached for a year; everything else (index.html,
 * the service worker, the manifest) is revalidated so a deploy is picked up. Client routes get index.html.
 */
export function serveSpa(app: Hono<AppEnv>, distDir: string): void {
  // A page is written in the rider's language, by the app's own rule (the choice made under Settings, else
  // the browser's); it names the files its language needs itself, for its loader to fetch once it has
  // painted (docs/decisions/107-html-paints-before-scripts.md).
  const pageHeaders = (c: Context<AppEnv>) => {
    c.header("Cache-Control", "no-cache");
    // Compressed or not by Accept-Encoding even when this answer is not: a shared cache must tell them apart.
    c.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  };
  app.use(
    "/assets/*",
    serveStatic({
      root: distDir,
      // The build writes .br and .gz beside each text file (apps/web/vite-precompress.ts).
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", IMMUTABLE);
      },
    }),
  );
  // A chunk that is not (or no longer) built is missing, not the page: a lazy import gets an honest 404.
  // Not cached: during a rolling deploy an older process may not have the newer version's chunk yet.
  app.all("/assets/*", (c) => {
    c.header("Cache-Control", "no-store");
    return c.text("No such file in this version of the app.", 404);
  });
  // A screen's address gets its screen, already rendered in the rider's language, so the first paint needs no
  // script (docs/decisions/088-the-first-screen-as-html.md); Lines the page of the line or station its query
  // chooses (110-a-page-per-line-and-station.md); an unknown address the error screen, as a 404.
  const pageOf = (c: Context<AppEnv>) => webPageOf(c.req.path, new URL(c.req.url).searchParams);
  const servePage = serveStatic<AppEnv>({
    root: distDir,
    precompressed: true,
    rewriteRequestPath: (_path, c) => `/pages/${languageOf(c)}/${pageOf(c)}.html`,
    onFound: (_path, c) => pageHeaders(c),
  });
  app.get("*", async (c, next) => {
    if (FILE_PATH.test(c.req.path) || !existsSync(join(distDir, "pages"))) return next();
    const page = await servePage(c, next);
    if (page && pageOf(c) === NOT_FOUND_PAGE)
      return new Response(page.body, { status: 404, headers: page.headers });
    return page;
  });
  app.use(
    "*",
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (path, c) => {
        // The path is the file sent: index.html.br for most browsers.
        if (/\.html(?:\.br|\.gz|\.zst)?$/.test(path)) pageHeaders(c);
        else c.header("Cache-Control", "no-cache");
      },
    }),
  );
  // A client route (a link in a mail or a reminder) gets the same compressed page as /.
  app.get(
    "*",
    serveStatic({
      root: distDir,
      path: "index.html",
      precompressed: true,
      onFound: (_path, c) => pageHeaders(c),
    }),
    (c) => c.text("The web app is not built. Run `npm run build` (or `npm start`, which builds it).", 404),
  );
}
