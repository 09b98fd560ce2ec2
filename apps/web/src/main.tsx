import { isLanguage, webPageOf } from "@riles/core";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "#web/app/app.tsx";
import { earlyInput } from "#web/lib/early-input.ts";
import { loadLanguage, startLanguage } from "#web/lib/i18n/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import { ReplayEarlyInput } from "#web/lib/replay-early-input.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <BrowserRouter>
    <App queryClient={createQueryClient()} />
  </BrowserRouter>
);

/**
 * The server sent this address's page as HTML in the rider's language (core's `webPageOf`,
 * docs/decisions/088-the-first-screen-as-html.md, 110-a-page-per-line-and-station.md). Not when the service
 * worker, offline, answered with a page it keeps of another address: React then renders the screen afresh.
 */
function htmlIsThisScreen(): boolean {
  return (
    root?.dataset.page === webPageOf(window.location.pathname, new URLSearchParams(window.location.search))
  );
}

const htmlLanguage = document.documentElement.lang;
if (htmlIsThisScreen() && isLanguage(htmlLanguage)) {
  // Hydrated in the page's own language, so that React finds the words it wrote; a different choice kept on
  // this device (the server had no cookie of it) then switches the screen once hydrated (i18n.ts).
  // As a transition React hydrates in slices of a few milliseconds, yielding to the browser between them,
  // instead of in one long task (docs/decisions/108-hydration-in-slices.md).
  void loadLanguage(htmlLanguage).then(() => {
    const input = earlyInput();
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          {input ? <ReplayEarlyInput input={input} /> : null}
        </>,
      );
    });
    void startLanguage();
  });
} else {
  // Rendered afresh, the page the rider tapped on is gone.
  earlyInput()?.stop();
  void startLanguage().then(() => createRoot(root).render(app));
}
