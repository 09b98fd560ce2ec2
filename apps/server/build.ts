import { readFileSync } from "node:fs";
import { build } from "esbuild";

/**
 * The server as production runs it: one ES module, `dist/index.js`, run by plain `node` (tsx is for
 * development). Core is TypeScript source, so it is bundled in; every npm dependency stays an import,
 * installed as usual. `dist/` is one folder below the package like `src/`, so the paths the code
 * resolves from its own location (package.json, drizzle/, ../web/dist) hold for both.
 */
const { dependencies } = JSON.parse(readFileSync(new URL("package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
};

await build({
  // The published accuracy's worker thread is a second bundle beside the first (src/day-scorer-worker-file.ts).
  entryPoints: {
    index: new URL("src/index.ts", import.meta.url).pathname,
    "day-scorer-worker": new URL("src/accuracy/day-scorer-worker.ts", import.meta.url).pathname,
  },
  outdir: new URL("dist", import.meta.url).pathname,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => name !== "@riles/core"),
  logLevel: "warning",
});
