import { describe, expect, it } from "vitest";
import { initialLanguage, languageFromBrowser, preferredLanguages } from "./language-from-browser";

describe("languageFromBrowser", () => {
  it.each([
    [["fil-PH", "en-US"], "fil"],
    [["fil"], "fil"],
    [["tl-PH"], "fil"],
    [["TL"], "fil"],
    [["en-PH", "fil-PH"], "en"],
    [["es-ES"], "en"],
    [["filo"], "en"],
    [[], "en"],
  ] as const)("%j gives %s", (preferred, language) => {
    expect(languageFromBrowser(preferred)).toBe(language);
  });
});

describe("preferredLanguages", () => {
  it("reads Chromium's header for a phone set to Filipino", () => {
    expect(preferredLanguages("fil-PH,fil;q=0.9,en-US;q=0.8,en;q=0.7")).toEqual([
      "fil-PH",
      "fil",
      "en-US",
      "en",
    ]);
  });

  it("orders by weight, then by the header's order, and drops refused and wildcard entries", () => {
    expect(preferredLanguages("en;q=0.5, tl ;q=0.8, fil;q=0, de, *;q=0.1")).toEqual(["de", "tl", "en"]);
  });

  it("gives nothing for a missing, empty or malformed header", () => {
    expect(preferredLanguages(undefined)).toEqual([]);
    expect(preferredLanguages("")).toEqual([]);
    expect(preferredLanguages(" , ;q=1")).toEqual([]);
    expect(preferredLanguages("fil;q=abc")).toEqual([]);
  });

  it("with languageFromBrowser, picks the language the page itself would pick", () => {
    expect(languageFromBrowser(preferredLanguages("fil-PH,fil;q=0.9,en;q=0.8"))).toBe("fil");
    expect(languageFromBrowser(preferredLanguages("en-PH,en;q=0.9,fil;q=0.8"))).toBe("en");
    expect(languageFromBrowser(preferredLanguages("en;q=0.4,tl-PH;q=0.6"))).toBe("fil");
  });
});

describe("initialLanguage", () => {
  it("keeps the choice made on this device over the browser's languages", () => {
    expect(initialLanguage("en", ["fil-PH"])).toBe("en");
    expect(initialLanguage("fil", ["en-US"])).toBe("fil");
  });

  it("ignores a kept value it does not know", () => {
    expect(initialLanguage("de", ["fil-PH"])).toBe("fil");
    expect(initialLanguage(null, ["en-US"])).toBe("en");
  });
});
