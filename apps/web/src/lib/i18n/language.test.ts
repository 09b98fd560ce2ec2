import { describe, expect, it } from "vitest";
import { languageCookie } from "./language";

describe("languageCookie", () => {
  it("keeps the choice for a year on every page, sent on links from other sites (a mail's)", () => {
    expect(languageCookie("fil", false)).toBe("riles-language=fil; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("is sent over HTTPS only when the app is served over HTTPS", () => {
    expect(languageCookie("en", true)).toMatch(/; Secure$/);
  });
});
