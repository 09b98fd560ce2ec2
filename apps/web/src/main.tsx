import { isLanguage } from "@riles/core";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter, matchPath } from "react-router";
import { App } from "#web/app/app.tsx";
import { applyLanguage, startLanguage } from "#web/lib/i18n/i18n.ts";
import { createQueryClient } from "#web/lib/query-client.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <BrowserRouter>
    <App queryClient={createQueryClient()} />
  </BrowserRouter>
);

/**
 * The server sent this address's screen as HTML in the rider's language (docs/decisions/088-the-first-screen-as-html.md).
 * Not when a query chooses what the screen shows (a station, a sign-in mode), nor when the service worker
 * answered with the page it keeps: React then renders the screen afresh over it.
 */
function htmlIsThisScreen(): boolean {
  const route = root?.dataset.route;
  return (
    route !== undefined &&
    window.location.search === "" &&
    matchPath(route, window.location.pathname) !== null
  );
}

const htmlLanguage = document.documentElement.lang;
if (htmlIsThisScreen() && isLanguage(htmlLanguage)) {
  // Hydrated in the page's own language, so that React finds the words it wrote; a different choice kept on
  // this device (the server had no cookie of it) then switches the screen, as the choice under Settings does.
  // As a transition React hydrates in slices of a few milliseconds, yielding to the browser between them,
  // instead of in one long task (docs/decisions/108-hydration-in-slices.md).
  void applyLanguage(htmlLanguage).then(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    void startLanguage();
  });
} else {
  void startLanguage().then(() => createRoot(root).render(app));
}
