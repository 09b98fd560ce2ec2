import { describe, expect, it } from "vitest";
import { linesScreenChoice, NOT_FOUND_PAGE, type QueryParams, webPageOf, webPages } from "./web-pages";

/** A query string's parameters, as a browser's URLSearchParams reads them (core has no URL). */
function queryOf(search: string): QueryParams {
  const pairs = search
    .replace(/^\?/, "")
    .split("&")
    .filter(Boolean)
    .map((pair) => pair.split("=").map(decodeURIComponent));
  return { get: (name) => pairs.find(([key]) => key === name)?.[1] ?? null };
}

describe("webPageOf", () => {
  it("gives a screen's address its screen's page, whatever the case or a trailing slash", () => {
    expect(webPageOf("/", queryOf(""))).toBe("index");
    expect(webPageOf("/Settings/", queryOf(""))).toBe("settings");
    expect(webPageOf("/journey", queryOf("?from=lrt1.edsa"))).toBe("journey");
    expect(webPageOf("/auth", queryOf("?mode=reset"))).toBe("auth");
    expect(webPageOf("/no-such-page", queryOf(""))).toBe(NOT_FOUND_PAGE);
  });

  it("gives Lines the page of the line and station its address chooses, as the screen reads them", () => {
    expect(webPageOf("/", queryOf("?line=lrt1&station=edsa"))).toBe("lines/lrt1/edsa");
    expect(webPageOf("/", queryOf("?station=edsa&line=lrt1&utm_source=mail"))).toBe("lines/lrt1/edsa");
    expect(webPageOf("/", queryOf("?line=mrt3"))).toBe("lines/mrt3");
    expect(webPageOf("/", queryOf("?line=lrt1"))).toBe("index");
    // A station not on the line is none; an unknown line is LRT-1.
    expect(webPageOf("/", queryOf("?line=mrt3&station=edsa"))).toBe("lines/mrt3");
    expect(webPageOf("/", queryOf("?line=nope&station=edsa"))).toBe("lines/lrt1/edsa");
    expect(linesScreenChoice("nope", "edsa").station?.name).toBe("EDSA");
  });
});

describe("webPages", () => {
  it("writes every page once, each rendered at an address whose page it is", () => {
    const pages = webPages();
    expect(new Set(pages.map(({ name }) => name)).size).toBe(pages.length);
    for (const { name, path } of pages) {
      const [pathname = "", search = ""] = path.split("?");
      expect(webPageOf(pathname, queryOf(search)), path).toBe(name);
    }
  });
});
