import { LANGUAGE_PRELOADS, pagePreloads, STATION_PRELOADS } from "./vite-page-preloads";

type Bundle = Record<string, Record<string, unknown>>;

function generate(bundle: Bundle, preloads = [LANGUAGE_PRELOADS]): void {
  const hook = pagePreloads(preloads).generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Bundle,
  ) => void;
  hook.call({}, {}, bundle);
}

const chunk = (imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
  type: "chunk",
  isEntry,
  facadeModuleId,
  imports,
});

const page = (language: string) => ({
  type: "asset",
  source: `<html lang="${language}"><script async src="/assets/load-app-g7.js" data-entry="/assets/index-a1.js" data-preloads="/assets/shared-b2.js"></script>`,
});

const preloadsOf = (bundle: Bundle, fileName: string) =>
  /data-preloads="([^"]*)"/.exec(String(bundle[fileName]?.source))?.[1]?.split(" ");

/** An entry, a chunk it shares, and the Filipino words with what they import. */
const withFilipinoWords = (): Bundle => ({
  "assets/index-a1.js": chunk(["assets/shared-b2.js"], "/app/index.html", true),
  "assets/shared-b2.js": chunk([]),
  "assets/web-texts-fil-c3.js": chunk(
    ["assets/shared-b2.js", "assets/messages-d4.js"],
    "/app/src/lib/i18n/web-texts-fil.ts",
  ),
  "assets/messages-d4.js": chunk(["assets/plural-e5.js"]),
  "assets/plural-e5.js": chunk([]),
});

describe("pagePreloads", () => {
  it("has every Filipino page preload the Filipino words and what they import that the first screen does not load", () => {
    const bundle: Bundle = {
      ...withFilipinoWords(),
      "assets/map-f6.js": chunk(["assets/messages-d4.js"], "/app/src/app/screens/map-screen.tsx"),
      "index.html": page("en"),
      "pages/en/index.html": page("en"),
      "pages/fil/index.html": page("fil"),
      "pages/fil/map.html": page("fil"),
    };
    generate(bundle);
    const filipino = [
      "/assets/shared-b2.js",
      "/assets/web-texts-fil-c3.js",
      "/assets/messages-d4.js",
      "/assets/plural-e5.js",
    ];
    expect(preloadsOf(bundle, "pages/fil/index.html")).toEqual(filipino);
    expect(preloadsOf(bundle, "pages/fil/map.html")).toEqual(filipino);
    expect(preloadsOf(bundle, "pages/en/index.html")).toEqual(["/assets/shared-b2.js"]);
    expect(preloadsOf(bundle, "index.html")).toEqual(["/assets/shared-b2.js"]);
  });

  it("fails the build when the Filipino words are no longer a chunk of their own", () => {
    const bundle: Bundle = {
      "assets/index-a1.js": chunk([], "/app/index.html", true),
      "pages/fil/index.html": page("fil"),
    };
    expect(() => generate(bundle)).toThrow(/web-texts-fil/);
  });

  it("fails the build when a Filipino page has no loader to name the words to", () => {
    const bundle: Bundle = {
      "assets/index-a1.js": chunk([], "/app/index.html", true),
      "assets/web-texts-fil-c3.js": chunk([], "/app/src/lib/i18n/web-texts-fil.ts"),
      "pages/fil/index.html": { type: "asset", source: "<html lang=fil>" },
    };
    expect(() => generate(bundle)).toThrow(/no loader/);
  });

  it("has every station's page, in each language, preload the arrivals' code and the sightings' parser, once each", () => {
    const bundle: Bundle = {
      ...withFilipinoWords(),
      "pages/fil/index.html": page("fil"),
      "assets/station-arrivals-g7.js": chunk(
        ["assets/shared-b2.js", "assets/departures-h8.js"],
        "/app/src/app/screens/station-arrivals.tsx",
      ),
      "assets/departures-h8.js": chunk(["assets/messages-d4.js"]),
      "assets/parse-sightings-i9.js": chunk(
        ["assets/messages-d4.js"],
        "/app/src/features/arrivals/api/parse-sightings.ts",
      ),
      "pages/en/index.html": page("en"),
      "pages/en/lines/lrt1.html": page("en"),
      "pages/en/lines/lrt1/edsa.html": page("en"),
      "pages/fil/lines/lrt1/edsa.html": page("fil"),
    };
    generate(bundle, [LANGUAGE_PRELOADS, STATION_PRELOADS]);
    const arrivals = [
      "/assets/station-arrivals-g7.js",
      "/assets/departures-h8.js",
      "/assets/messages-d4.js",
      "/assets/plural-e5.js",
      "/assets/parse-sightings-i9.js",
    ];
    expect(preloadsOf(bundle, "pages/en/lines/lrt1/edsa.html")).toEqual([
      "/assets/shared-b2.js",
      ...arrivals,
    ]);
    expect(preloadsOf(bundle, "pages/fil/lines/lrt1/edsa.html")).toEqual([
      "/assets/shared-b2.js",
      "/assets/web-texts-fil-c3.js",
      "/assets/messages-d4.js",
      "/assets/plural-e5.js",
      "/assets/station-arrivals-g7.js",
      "/assets/departures-h8.js",
      "/assets/parse-sightings-i9.js",
    ]);
    expect(preloadsOf(bundle, "pages/en/lines/lrt1.html")).toEqual(["/assets/shared-b2.js"]);
    expect(preloadsOf(bundle, "pages/en/index.html")).toEqual(["/assets/shared-b2.js"]);
  });
});
