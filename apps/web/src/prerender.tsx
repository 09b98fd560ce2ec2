import { type Language, webPages } from "@riles/core";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "#web/app/app.tsx";
import { loadLanguage } from "#web/lib/i18n/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";

/**
 * The app's markup at `path` in `language`, as React renders it before anything is known of the rider or the
 * clock: the build writes it into each page, and the page hydrates it
 * (docs/decisions/088-the-first-screen-as-html.md). Nothing is fetched: every query is pending.
 */
export async function prerenderPage(path: string, language: Language): Promise<string> {
  await loadLanguage(language);
  const { prelude } = await prerender(
    <StaticRouter location={path}>
      <App queryClient={createQueryClient()} />
    </StaticRouter>,
  );
  return new Response(prelude).text();
}

/** The languages every page is written in. */
export { LANGUAGES } from "@riles/core";

/** Every page the build writes (core's `webPages`): each screen's, and on Lines each line's and station's. */
export const PAGES: readonly { name: string; path: string }[] = webPages();
