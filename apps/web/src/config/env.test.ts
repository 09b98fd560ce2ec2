import { DEFAULT_IP_LOOKUP_URLS, DEFAULT_TILE_URL } from "@riles/core";
import { describe, expect, it } from "vitest";
import { readSettings } from "./env";

/** The settings read from these build values, every other one unset. */
const settingsFrom = (values: Partial<ImportMetaEnv>) => readSettings(values as ImportMetaEnv);

describe("readSettings", () => {
  it("uses core's defaults and leaves the optional links out when nothing is set", () => {
    expect(settingsFrom({})).toEqual({
      tileUrl: DEFAULT_TILE_URL,
      ipLookupUrls: DEFAULT_IP_LOOKUP_URLS,
      developerUrl: null,
      bugReportFormUrl: null,
    });
    expect(DEFAULT_IP_LOOKUP_URLS).toEqual([
      "https://ipapi.co/json/",
      "https://ipwho.is/",
      "https://freeipapi.com/api/json",
    ]);
  });

  it("treats blank values as unset", () => {
    const settings = settingsFrom({ VITE_TILE_URL: " ", VITE_IP_LOOKUP_URLS: " , " });
    expect(settings.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(settings.ipLookupUrls).toEqual(DEFAULT_IP_LOOKUP_URLS);
  });

  it("reads a tile template, and the IP lookups as a comma-separated list in order, trimming spaces", () => {
    const settings = settingsFrom({
      VITE_TILE_URL: "https://tiles.example/{z}/{x}/{y}.png",
      VITE_IP_LOOKUP_URLS: "https://a.test/json, https://b.test/",
    });
    expect(settings.tileUrl).toBe("https://tiles.example/{z}/{x}/{y}.png");
    expect(settings.ipLookupUrls).toEqual(["https://a.test/json", "https://b.test/"]);
  });

  it("keeps only http(s) links for Settings", () => {
    const settings = settingsFrom({
      VITE_DEVELOPER_URL: "https://example.com/dev",
      VITE_BUG_REPORT_FORM_URL: "javascript:alert(1)",
    });
    expect(settings.developerUrl).toBe("https://example.com/dev");
    expect(settings.bugReportFormUrl).toBeNull();
  });

  it("is the only module that reads the build settings (import.meta.env)", () => {
    const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    const readers = Object.entries(sources)
      .filter(([, text]) => text.includes("import.meta.env"))
      .map(([file]) => file);
    expect(readers).toEqual(["./env.ts"]);
  });
});
