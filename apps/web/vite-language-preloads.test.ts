import { languagePreloads } from "./vite-language-preloads";

type Bundle = Record<string, Record<string, unknown>>;

function generate(bundle: Bundle): unknown {
  const emitted: { fileName: string; source: string }[] = [];
  const hook = languagePreloads().generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: Bundle,
  ) => void;
  hook.call({ emitFile: (file: { fileName: string; source: string }) => emitted.push(file) }, {}, bundle);
  expect(emitted.map((file) => file.fileName)).toEqual(["language-preloads.json"]);
  return JSON.parse(emitted[0]?.source ?? "null");
}

const chunk = (imports: string[], facadeModuleId: string | null = null, isEntry = false) => ({
  type: "chunk",
  isEntry,
  facadeModuleId,
  imports,
});

describe("languagePreloads", () => {
  it("names the Filipino words and what they import that the first screen does not load", () => {
    const bundle: Bundle = {
      "assets/index-a1.js": chunk(["assets/shared-b2.js"], "/app/index.html", true),
      "assets/shared-b2.js": chunk([]),
      "assets/web-texts-fil-c3.js": chunk(
        ["assets/shared-b2.js", "assets/messages-d4.js"],
        "/app/src/lib/i18n/web-texts-fil.ts",
      ),
      "assets/messages-d4.js": chunk(["assets/plural-e5.js"]),
      "assets/plural-e5.js": chunk([]),
      "assets/map-f6.js": chunk(["assets/messages-d4.js"], "/app/src/app/screens/map-screen.tsx"),
      "index.html": { type: "asset" },
    };
    expect(generate(bundle)).toEqual({
      fil: ["/assets/web-texts-fil-c3.js", "/assets/messages-d4.js", "/assets/plural-e5.js"],
    });
  });

  it("fails the build when the Filipino words are no longer a chunk of their own", () => {
    const bundle: Bundle = { "assets/index-a1.js": chunk([], "/app/index.html", true) };
    expect(() => generate(bundle)).toThrow(/web-texts-fil/);
  });
});
