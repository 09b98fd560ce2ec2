import { describe, expect, it } from "vitest";
import { linesScreenChoice, NOT_FOUND_PAGE, webPageOf, webPages } from "./web-pages";

describe("webPageOf", () => {
  it("gives a screen's address its screen's page, whatever the case or a trailing slash", () => {
    expect(webPageOf("/", "")).toBe("index");
    expect(webPageOf("/Settings/", "")).toBe("settings");
    expect(webPageOf("/journey", "?from=lrt1.edsa")).toBe("journey");
    expect(webPageOf("/auth", "?mode=reset")).toBe("auth");
    expect(webPageOf("/no-such-page", "")).toBe(NOT_FOUND_PAGE);
  });

  it("gives Lines the page of the line and station its address chooses, as the screen reads them", () => {
    expect(webPageOf("/", "?line=lrt1&station=edsa")).toBe("lines/lrt1/edsa");
    expect(webPageOf("/", "?station=edsa&line=lrt1&utm_source=mail")).toBe("lines/lrt1/edsa");
    expect(webPageOf("/", "?line=mrt3")).toBe("lines/mrt3");
    expect(webPageOf("/", "?line=lrt1")).toBe("index");
    // A station not on the line is none; an unknown line is LRT-1.
    expect(webPageOf("/", "?line=mrt3&station=edsa")).toBe("lines/mrt3");
    expect(webPageOf("/", "?line=nope&station=edsa")).toBe("lines/lrt1/edsa");
    expect(linesScreenChoice("nope", "edsa").station?.name).toBe("EDSA");
  });
});

describe("webPages", () => {
  it("writes every page once, each rendered at an address whose page it is", () => {
    const pages = webPages();
    expect(new Set(pages.map(({ name }) => name)).size).toBe(pages.length);
    for (const { name, path } of pages) {
      const url = new URL(path, "https://riles.example");
      expect(webPageOf(url.pathname, url.search), path).toBe(name);
    }
  });
});
