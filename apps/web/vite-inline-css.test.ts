import type { Plugin } from "vite";
import { inlineEntryCss } from "./vite-inline-css";

type Bundle = Record<string, Record<string, unknown>>;

function generate(plugin: Plugin, bundle: Bundle) {
  const hook = plugin.generateBundle as unknown as (this: unknown, options: unknown, bundle: Bundle) => void;
  hook.call({}, {}, bundle);
}

function builtBundle(): Bundle {
  return {
    "index.html": {
      type: "asset",
      source:
        '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
        '<link rel="stylesheet" crossorigin href="/assets/index-b2.css"></head><body></body>',
    },
    "assets/index-b2.css": { type: "asset", source: ".shell{color:red}" },
    "assets/map-c3.css": { type: "asset", source: ".leaflet{}" },
    "assets/index-a1.js": {
      type: "chunk",
      viteMetadata: { importedCss: new Set(["assets/index-b2.css"]), importedAssets: new Set() },
    },
    "assets/map-d4.js": {
      type: "chunk",
      viteMetadata: { importedCss: new Set(["assets/map-c3.css"]), importedAssets: new Set() },
    },
  };
}

describe("inlineEntryCss", () => {
  it("writes the stylesheet index.html links into it and drops the file", () => {
    const bundle = builtBundle();
    generate(inlineEntryCss(), bundle);
    expect(bundle["index.html"]?.source).toBe(
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
        "<style>.shell{color:red}</style></head><body></body>",
    );
    expect(Object.keys(bundle)).not.toContain("assets/index-b2.css");
  });

  it("leaves lazy chunks no stylesheet to load that is no longer a file, and keeps the map's", () => {
    const bundle = builtBundle();
    generate(inlineEntryCss(), bundle);
    const importedCss = (fileName: string) => {
      const metadata = bundle[fileName]?.viteMetadata as { importedCss: Set<string> } | undefined;
      return [...(metadata?.importedCss ?? [])];
    };
    expect(importedCss("assets/index-a1.js")).toEqual([]);
    expect(importedCss("assets/map-d4.js")).toEqual(["assets/map-c3.css"]);
    expect(bundle["assets/map-c3.css"]).toBeDefined();
  });

  it("keeps a link to a stylesheet the build did not write", () => {
    const bundle = builtBundle();
    const html = '<head><link rel="stylesheet" href="/assets/elsewhere.css"></head>';
    bundle["index.html"] = { type: "asset", source: html };
    generate(inlineEntryCss(), bundle);
    expect(bundle["index.html"]?.source).toBe(html);
  });
});
