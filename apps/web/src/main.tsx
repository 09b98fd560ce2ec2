import { isLanguage, webPageOf } from "@riles/core";
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "#web/app/app.tsx";
import { loadLanguage, startLanguage } from "#web/lib/i18n/i18n.ts";
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
 * The server sent this address's page as HTML in the rider's language (core's `webPageOf`,
 * docs/decisions/088-the-first-screen-as-html.md, 110-a-page-per-line-and-station.md). Not when the service
 * worker, offline, answered with a page it keeps of another address: React then renders the screen afresh.
 */
function htmlIsThisScreen(): boolean {
  return (
    root?.dataset.page === webPageOf(window.location.pathname, new URLSearchParams(window.location.search))
  );
}

interface EarlyInput {
  clicked: Element[];
  typed: { field: HTMLInputElement | HTMLTextAreaElement; value: string }[];
}

/**
 * The taps and typing the page's loader kept while the HTML was on screen without React
 * (vite-load-after-paint.ts); from now on React hears them itself, and replays those that come while it
 * hydrates.
 */
function takeEarlyInput(): EarlyInput {
  const loader = document.querySelector<HTMLScriptElement & { takeEarlyInput?: () => EarlyInput }>(
    "script[data-entry]",
  );
  return loader?.takeEarlyInput?.() ?? { clicked: [], typed: [] };
}

/** The value as the browser sets it, past React's record of what it last set. */
function setTypedValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
}

/**
 * Replays them once the page has hydrated, on what is still on the page, so that none is lost: the text is
 * typed again (React hears an input whose value differs from the one it knows), then the taps.
 */
function ReplayEarlyInput({ input }: { input: EarlyInput }) {
  useEffect(() => {
    for (const { field, value } of input.typed) {
      if (!field.isConnected) continue;
      field.value = "";
      setTypedValue(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
    }
    for (const target of input.clicked)
      if (target.isConnected && target instanceof HTMLElement) target.click();
  }, [input]);
  return null;
}

const htmlLanguage = document.documentElement.lang;
if (htmlIsThisScreen() && isLanguage(htmlLanguage)) {
  // Hydrated in the page's own language, so that React finds the words it wrote; a different choice kept on
  // this device (the server had no cookie of it) then switches the screen once hydrated (i18n.ts).
  // As a transition React hydrates in slices of a few milliseconds, yielding to the browser between them,
  // instead of in one long task (docs/decisions/108-hydration-in-slices.md).
  void loadLanguage(htmlLanguage).then(() => {
    const earlyInput = takeEarlyInput();
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          {app}
          <ReplayEarlyInput input={earlyInput} />
        </>,
      );
    });
    void startLanguage();
  });
} else {
  takeEarlyInput();
  void startLanguage().then(() => createRoot(root).render(app));
}
