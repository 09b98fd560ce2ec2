import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "#server/app-env.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built web app: content-hashed files under /assets are cached for a year; everything else (index.html,
 * the service worker, the manifest) is revalidated so a deploy is picked up. Client routes get index.html.
 */
export function serveSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, "index.html");
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
  app.use(
    "*",
    serveStatic({
      root: distDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    if (!existsSync(indexFile)) {
      return c.text("The web app is not built. Run `npm run build` (or `npm start`, which builds it).", 404);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
