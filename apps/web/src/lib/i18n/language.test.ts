import { describe, expect, it } from "vitest";
import { initialLanguage, languageFromBrowser } from "./language";

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
