import { afterEach, describe, expect, it, vi } from "vitest";
import { loadAfterPaint, loadAppAfterFirstPaint } from "./vite-load-after-paint";

type Bundle = Record<string, Record<string, unknown>>;

const BUILT_HTML =
  '<head>\n    <title>Riles</title>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/messages-c3.js">\n' +
  "    <style>.shell{}</style>\n</head><body><div id=root></div></body>";

function generate(source: string) {
  const emitted: { name: string; source: string }[] = [];
  const bundle: Bundle = { "index.html": { type: "asset", source } };
  const hook = loadAfterPaint().generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Bundle,
  ) => void;
  hook.call(
    {
      emitFile: (file: { name: string; source: string }) => emitted.push(file),
      getFileName: () => "assets/load-app-d4.js",
    },
    {},
    bundle,
  );
  return { html: String(bundle["index.html"]?.source), emitted };
}

describe("loadAfterPaint", () => {
  it("puts a classic async loader naming the entry and its preloads where the module script and preloads were", () => {
    const { html, emitted } = generate(BUILT_HTML);
    expect(html).toBe(
      '<head>\n    <title>Riles</title>\n    <script async src="/assets/load-app-d4.js" data-entry="/assets/index-a1.js" ' +
        'data-preloads="/assets/runtime-b2.js /assets/messages-c3.js"></script>\n' +
        "    <style>.shell{}</style>\n</head><body><div id=root></div></body>",
    );
    expect(emitted.map((file) => file.name)).toEqual(["load-app.js"]);
    expect(emitted[0]?.source).toContain("first-contentful-paint");
  });

  it("fails the build when index.html has no module script", () => {
    expect(() => generate("<head></head><body></body>")).toThrow(/module script/);
  });
});

describe("the loader in the page", () => {
  let frameCallbacks: FrameRequestCallback[] = [];
  let paintObserved: ((names: string[]) => void) | undefined;

  /** The browser's next frame: its animation callbacks run, then the frame is painted. */
  function paintFrame(): void {
    const callbacks = frameCallbacks;
    frameCallbacks = [];
    for (const callback of callbacks) callback(0);
  }

  /**
   * A page parsed to its end, whose frames and paint timing the test decides, with the loader as its
   * current script.
   */
  function pageWithLoader(): void {
    document.head.innerHTML =
      '<script data-entry="/assets/index-a1.js" data-preloads="/assets/runtime-b2.js /assets/messages-c3.js"></script>';
    vi.spyOn(document, "currentScript", "get").mockReturnValue(document.head.querySelector("script"));
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frameCallbacks.push(callback));
    class FakePaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        paintObserved = (names) =>
          this.callback(
            { getEntriesByName: (name: string) => names.filter((entry) => entry === name) } as never,
            this as never,
          );
      }
      disconnect() {
        paintObserved = undefined;
      }
    }
    vi.stubGlobal("PerformanceObserver", FakePaintObserver);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  }

  const moduleScripts = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((script) => script.getAttribute("src"));
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute("href"));

  afterEach(() => {
    // Each page's loader keeps input on the one document the tests share.
    (
      document.head.querySelector("script") as { earlyInput?: { stop: () => void } } | null
    )?.earlyInput?.stop();
    document.head.replaceChildren();
    frameCallbacks = [];
    paintObserved = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("adds the app's script and preloads once the page has painted content, and only once", () => {
    pageWithLoader();
    loadAppAfterFirstPaint();
    paintFrame();
    paintObserved?.(["first-paint"]);
    expect(moduleScripts()).toEqual([]);

    paintObserved?.(["first-paint", "first-contentful-paint"]);
    expect(moduleScripts()).toEqual(["/assets/index-a1.js"]);
    expect(preloads()).toEqual(["/assets/runtime-b2.js", "/assets/messages-c3.js"]);
    for (let frame = 0; frame < 4; frame += 1) paintFrame();
    vi.runAllTimers();
    document.dispatchEvent(new Event("visibilitychange"));
    expect(moduleScripts()).toHaveLength(1);
  });

  it("loads a page of only skeletons, which never paints content, a few frames after its first", () => {
    pageWithLoader();
    loadAppAfterFirstPaint();
    for (let frame = 0; frame < 3; frame += 1) paintFrame();
    vi.runAllTimers();
    expect(moduleScripts()).toEqual([]);

    paintFrame();
    // Still in the frame, before its paint.
    expect(moduleScripts()).toEqual([]);
    vi.runAllTimers();
    expect(moduleScripts()).toEqual(["/assets/index-a1.js"]);
  });

  type KeepingLoader = HTMLScriptElement & {
    earlyInput: { next: () => unknown; replay: (action: () => void) => void; stop: () => void };
  };
  const keptUntilNone = (loader: KeepingLoader) => {
    const kept: unknown[] = [];
    for (let action = loader.earlyInput.next(); action; action = loader.earlyInput.next()) kept.push(action);
    return kept;
  };

  it("keeps taps, typing and forms sent in their order, with what the browser would do held back, and asks for the app at once", () => {
    pageWithLoader();
    document.body.innerHTML =
      '<ul><li role="option">EDSA</li></ul><input aria-label="Search"><a href="#settings">Settings</a>' +
      "<form><button type=submit>Send</button></form>";
    loadAppAfterFirstPaint();
    const heardByTheApp: string[] = [];
    document.body.addEventListener("click", () => heardByTheApp.push("click"));
    document.body.addEventListener("input", () => heardByTheApp.push("input"));
    const option = document.body.querySelector("li") as HTMLElement;
    const search = document.body.querySelector("input") as HTMLInputElement;
    const link = document.body.querySelector("a") as HTMLAnchorElement;
    const send = document.body.querySelector("button") as HTMLButtonElement;
    const form = document.body.querySelector("form") as HTMLFormElement;

    option.click();
    expect(moduleScripts()).toEqual(["/assets/index-a1.js"]);
    search.value = "cuba";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    search.value = "cubao";
    search.dispatchEvent(new Event("input", { bubbles: true }));
    const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(linkClick);
    send.click();
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));

    expect(linkClick.defaultPrevented).toBe(true);
    expect(window.location.hash).toBe("");
    expect(heardByTheApp).toEqual([]);
    const loader = document.head.querySelector("script") as KeepingLoader;
    expect(keptUntilNone(loader)).toEqual([
      { kind: "click", target: option },
      { kind: "typed", field: search, value: "cubao" },
      { kind: "click", target: link },
      { kind: "click", target: send },
      { kind: "submit", form },
    ]);
    // What the app does again is heard and not kept; once stopped, nothing more is kept.
    loader.earlyInput.replay(() => option.click());
    loader.earlyInput.stop();
    option.click();
    expect(heardByTheApp).toEqual(["click", "click"]);
    expect(keptUntilNone(loader)).toEqual([]);
    document.body.replaceChildren();
  });

  it("leaves a link opened elsewhere to the browser", () => {
    pageWithLoader();
    document.body.innerHTML = '<a href="#stations">Stations</a>';
    loadAppAfterFirstPaint();
    const link = document.body.querySelector("a") as HTMLAnchorElement;
    link.addEventListener("click", (event) => event.preventDefault());
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    const loader = document.head.querySelector("script") as KeepingLoader;
    expect(keptUntilNone(loader)).toEqual([]);
    expect(moduleScripts()).toEqual([]);
    // Spends the loader's wait, so that it adds nothing to the pages of the tests after this one.
    paintObserved?.(["first-contentful-paint"]);
    document.body.replaceChildren();
  });

  it("when the app's script fails to load, follows a link tapped meanwhile as plain HTML would", () => {
    pageWithLoader();
    document.body.innerHTML = '<a href="#stations"><span>Stations</span></a>';
    loadAppAfterFirstPaint();
    const followed: string[] = [];
    const link = document.body.querySelector("a") as HTMLAnchorElement;
    link.addEventListener("click", (event) => {
      followed.push(link.hash);
      event.preventDefault();
    });
    (document.body.querySelector("span") as HTMLElement).click();
    expect(followed).toEqual([]);

    document.head.querySelector('script[type="module"]')?.dispatchEvent(new Event("error"));

    expect(followed).toEqual(["#stations"]);
    const loader = document.head.querySelector("script") as KeepingLoader;
    expect(keptUntilNone(loader)).toEqual([]);
    document.body.replaceChildren();
  });

  it("loads at once in a page hidden before it painted", () => {
    pageWithLoader();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    loadAppAfterFirstPaint();
    expect(moduleScripts()).toEqual(["/assets/index-a1.js"]);
  });

  it("loads when the page is hidden while it waits for its frame", () => {
    pageWithLoader();
    loadAppAfterFirstPaint();
    expect(moduleScripts()).toEqual([]);
    document.dispatchEvent(new Event("visibilitychange"));
    expect(moduleScripts()).toEqual(["/assets/index-a1.js"]);
  });
});
