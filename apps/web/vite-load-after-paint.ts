import { minifySync, type Plugin } from "vite";

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;

/**
 * Runs in the page, as a classic script of its own (`load-app-*.js`): adds the app's module script and its
 * preloads, named by its own `data-entry` and `data-preloads`, once the page has painted from its HTML and
 * the parser has reached the end of it (React hydrates the whole root). A page hidden before it painted
 * paints nothing until shown: it loads at once. What the rider does on the page meanwhile is kept for the
 * app to do again (its `src/lib/early-input.ts`), and asks for the app's scripts at once. Written without a
 * closure over this file, as its source is what the page gets
 * (docs/decisions/107-html-paints-before-scripts.md).
 */
export function loadAppAfterFirstPaint(): void {
  const loader = document.currentScript;
  if (!(loader instanceof HTMLScriptElement)) return;
  const { entry = "", preloads = "" } = loader.dataset;
  // A tap, a submit or text typed on the HTML before React is there to hear it would be lost, or would
  // leave the page (a link, a form): kept, with the browser's own action held back, for the app to do
  // again in the order they came once it has hydrated. Kept until the app has done all of them, so that
  // nothing the rider does meanwhile overtakes them. A link opened elsewhere (a modified or middle click)
  // is left to the browser.
  const actions: (
    | { kind: "click"; target: Element }
    | { kind: "typed"; field: HTMLInputElement | HTMLTextAreaElement; value: string }
    | { kind: "submit"; form: HTMLFormElement }
  )[] = [];
  let replaying = false;
  const keep = (event: Event, action: (typeof actions)[number]) => {
    event.stopPropagation();
    if (event.cancelable) event.preventDefault();
    actions.push(action);
    load();
  };
  const keepClick = (event: MouseEvent) => {
    const opensElsewhere =
      event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
    if (replaying || opensElsewhere || !(event.target instanceof Element)) return;
    keep(event, { kind: "click", target: event.target });
  };
  const keepSubmit = (event: Event) => {
    if (!replaying && event.target instanceof HTMLFormElement)
      keep(event, { kind: "submit", form: event.target });
  };
  const keepTyping = (event: Event) => {
    const field = event.target;
    if (replaying || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    event.stopPropagation();
    const last = actions.at(-1);
    if (last?.kind === "typed" && last.field === field) last.value = field.value;
    else keep(event, { kind: "typed", field, value: field.value });
  };
  const stopKeeping = () => {
    document.removeEventListener("click", keepClick, true);
    document.removeEventListener("submit", keepSubmit, true);
    document.removeEventListener("input", keepTyping, true);
  };
  document.addEventListener("click", keepClick, true);
  document.addEventListener("submit", keepSubmit, true);
  document.addEventListener("input", keepTyping, true);
  Object.assign(loader, {
    earlyInput: {
      next: () => actions.shift(),
      /** Does one kept action again, heard by the app and not kept. */
      replay: (action: () => void) => {
        replaying = true;
        try {
          action();
        } finally {
          replaying = false;
        }
      },
      stop: stopKeeping,
    },
  });
  // The browser reports a first contentful paint a frame or two after it (its presentation time).
  const FRAMES_WITHOUT_CONTENT = 4;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    document.removeEventListener("visibilitychange", load);
    for (const href of preloads.split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = entry;
    // Without the app the page is plain HTML again: a link or a form kept meanwhile is left to the browser.
    script.addEventListener("error", () => {
      stopKeeping();
      for (const action of actions.splice(0)) {
        if (action.kind === "submit") action.form.requestSubmit();
        else if (action.kind === "click" && action.target.closest("a[href], [type=submit]"))
          (action.target as HTMLElement).click();
      }
    });
    document.head.append(script);
  };
  // Once the parser has reached the end of the page: on the browser's first contentful paint (Paint Timing),
  // or, for a page of only skeletons (grey boxes, a visually hidden heading) that never has one, a few
  // frames after the first. A hidden page paints no frame until shown.
  const whenPainted = () => {
    if (document.visibilityState === "hidden") return load();
    document.addEventListener("visibilitychange", load, { once: true });
    if (PerformanceObserver.supportedEntryTypes?.includes("paint"))
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        load();
      }).observe({ type: "paint", buffered: true });
    let frames = 0;
    const nextFrame = () => {
      frames += 1;
      if (frames < FRAMES_WITHOUT_CONTENT) requestAnimationFrame(nextFrame);
      else setTimeout(load);
    };
    requestAnimationFrame(nextFrame);
  };
  if (document.readyState === "loading")
    document.addEventListener("DOMContentLoaded", whenPainted, { once: true });
  else whenPainted();
}

/** The loader's tag: the page's one script until it has painted. */
function loaderTag(loaderFile: string, entry: string, preloads: readonly string[]): string {
  return `\n    <script async src="/${loaderFile}" data-entry="${entry}" data-preloads="${preloads.join(" ")}"></script>`;
}

/**
 * Takes index.html's module script and module preloads out of the page and puts a small classic script in
 * their place that adds them once the page has painted: the first paint, from the HTML, waits for no
 * script (docs/decisions/107-html-paints-before-scripts.md). Runs before the pages are prerendered, which
 * take index.html as their template.
 */
export function loadAfterPaint(): Plugin {
  return {
    name: "riles-load-after-paint",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const html = bundle["index.html"];
      if (html?.type !== "asset") throw new Error("load after paint: the build has no index.html");
      const source = String(html.source);
      const entry = ENTRY_SCRIPT.exec(source)?.[1];
      if (!entry) throw new Error("load after paint: index.html has no module script");
      const preloads = [...source.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? "");
      const loaderFile = this.getFileName(
        this.emitFile({
          type: "asset",
          name: "load-app.js",
          // Minified: the rider's phone fetches it beside the HTML.
          source: `${minifySync("load-app.js", `(${loadAppAfterFirstPaint.toString()})();`).code}\n`,
        }),
      );
      html.source = source
        .replace(MODULE_PRELOAD, "")
        .replace(ENTRY_SCRIPT, loaderTag(loaderFile, entry, preloads));
    },
  };
}
