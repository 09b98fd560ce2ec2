import { describe, expect, it } from "vitest";
import { initialLanguage } from "./language";

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
