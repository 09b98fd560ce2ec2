import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type Language, WEB_TEXTS_EN, WEB_TEXTS_FIL } from "@riles/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import { startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadLanguage, startLanguage } from "#web/lib/i18n/i18n.ts";
import { LANGUAGE_STORAGE_KEY } from "#web/lib/i18n/language.ts";
import { createTestQueryClient } from "#web/lib/query-client.ts";
import { pinClock } from "#web/test/pin-clock.ts";
import { jsonResponse, stubServer } from "#web/test/render-route.tsx";
import { App } from "./app";

const TEXTS = { en: WEB_TEXTS_EN, fil: WEB_TEXTS_FIL } as const;

const EDSA = "/?line=lrt1&station=edsa";

const PAGES = [
  { route: "/", language: "en" },
  { route: "/", language: "fil" },
  { route: "/settings", language: "fil" },
  { route: EDSA, language: "en" },
] as const;

let markups: Map<string, string>;

// The pages are rendered as the build renders them, in a process of their own: React's server renderer and
// its client renderer in one process share the contexts' current values, which never happens between the
// build and a browser.
beforeAll(async () => {
  const script = `import("./vite-prerender-pages.ts").then((pages) => pages.renderPages(process.cwd(), ${JSON.stringify(PAGES)})).then((markups) => process.stdout.write(JSON.stringify(markups)))`;
  const { stdout } = await promisify(execFile)("npx", ["tsx", "-e", script], { maxBuffer: 10_000_000 });
  const rendered = JSON.parse(stdout) as string[];
  markups = new Map(
    PAGES.map(({ route, language }, index) => [`${language}${route}`, rendered[index] ?? ""]),
  );
}, 180_000);

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

/** The page's markup as the build writes it, in a container, as a browser shows it before any script. */
function pageBeforeScripts(path: string, language: Language): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = markups.get(`${language}${path}`) ?? "";
  document.body.append(container);
  return container;
}

/**
 * Hydrates the page as main.tsx does, in the page's language, then applies the language kept on this device
 * (`kept`, else the page's); collects whatever React reports.
 */
async function hydrate(container: HTMLElement, path: string, language: Language, kept = language) {
  const reported: unknown[] = [];
  const logged = vi.spyOn(console, "error").mockImplementation((...args) => void reported.push(args));
  vi.spyOn(console, "warn").mockImplementation((...args) => void reported.push(args));
  localStorage.setItem(LANGUAGE_STORAGE_KEY, kept);
  await loadLanguage(language);
  await act(async () => {
    void startLanguage();
    startTransition(() => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={[path]}>
          <App queryClient={createTestQueryClient()} />
        </MemoryRouter>,
        { onRecoverableError: (error) => void reported.push(error) },
      );
    });
  });
  return { reported, logged };
}

describe("the first screen as HTML", () => {
  it.each(["en", "fil"] as const)(
    "holds the header, tabs and LRT-1's station list in %s before any script, and hydrates with nothing logged and nothing replaced",
    async (language) => {
      pinClock(new Date("2026-11-24T08:03:00+08:00"));
      stubServer({
        "GET /api/health": () => jsonResponse(200, { status: "ok" }),
        "GET /api/account/roles": () => jsonResponse(200, { moderator: false }),
        "GET /api/lines/status": () => jsonResponse(200, []),
      });
      const t = TEXTS[language];
      const page = pageBeforeScripts("/", language);
      const stations = within(page).getByRole("list", { name: t.lineStations("LRT-1") });
      expect(within(stations).getAllByRole("link")).toHaveLength(25);
      expect(within(stations).getByRole("link", { name: "EDSA" })).toHaveAttribute("href", EDSA);
      const nav = within(page).getByRole("navigation", { name: t.mainNavigation });
      expect(within(nav).getByRole("link", { name: t.tabSettings })).toHaveAttribute("href", "/settings");
      expect(within(nav).getByRole("link", { name: t.tabLines })).toHaveAttribute("aria-current", "page");

      const { reported } = await hydrate(page, "/", language);
      await waitFor(() => expect(screen.getByRole("button", { name: "MRT-3" })).toBeEnabled());
      expect(reported).toEqual([]);
      expect(page.contains(stations)).toBe(true);
    },
  );

  it("writes Settings' sections in the HTML, and hydrates them with nothing logged", async () => {
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/auth/get-session": () => jsonResponse(200, null),
      "GET /api/account/roles": () => jsonResponse(200, { moderator: false }),
    });
    const page = pageBeforeScripts("/settings", "fil");
    const heading = within(page).getByRole("heading", { level: 1, name: WEB_TEXTS_FIL.tabSettings });

    const { reported } = await hydrate(page, "/settings", "fil");
    expect(await screen.findByText(WEB_TEXTS_FIL.signInToReportDepartures)).toBeInTheDocument();
    expect(reported).toEqual([]);
    expect(page.contains(heading)).toBe(true);
  });
  it("writes a station's page with its name and its arrivals' skeleton, and hydrates it with nothing logged", async () => {
    pinClock(new Date("2026-11-24T08:03:00+08:00"));
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/account/roles": () => jsonResponse(200, { moderator: false }),
      "GET /api/lines/status": () => jsonResponse(200, []),
      "GET /api/sightings": () =>
        jsonResponse(200, { line_id: "lrt1", run_time_factor: 1, kept_directions: [], reports: [] }),
    });
    const page = pageBeforeScripts(EDSA, "en");
    const stations = within(page).getByRole("list", { name: "LRT-1 stations" });
    expect(within(stations).getByRole("link", { name: "EDSA" })).toHaveAttribute("aria-current", "true");
    expect(within(page).getByRole("heading", { level: 2, name: "EDSA" })).toBeInTheDocument();
    expect(within(page).getAllByTestId("arrival-placeholder")).toHaveLength(2);

    const { reported } = await hydrate(page, EDSA, "en");
    expect(await screen.findByRole("region", { name: "Northbound" })).toBeInTheDocument();
    expect(reported).toEqual([]);
    expect(page.contains(stations)).toBe(true);
  });

  it("hydrates a Filipino page in Filipino, then switches to the English kept on this device, with nothing logged", async () => {
    stubServer({
      "GET /api/health": () => jsonResponse(200, { status: "ok" }),
      "GET /api/account/roles": () => jsonResponse(200, { moderator: false }),
      "GET /api/lines/status": () => jsonResponse(200, []),
    });
    const page = pageBeforeScripts("/", "fil");
    const stations = within(page).getByRole("list", { name: WEB_TEXTS_FIL.lineStations("LRT-1") });

    const { reported } = await hydrate(page, "/", "fil", "en");
    await waitFor(() => expect(stations).toHaveAccessibleName(WEB_TEXTS_EN.lineStations("LRT-1")));
    expect(screen.getByRole("heading", { level: 1, name: WEB_TEXTS_EN.tabLines })).toBeInTheDocument();
    expect(reported).toEqual([]);
    expect(page.contains(stations)).toBe(true);
  });
});
