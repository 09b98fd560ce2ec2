import { describe, expect, it } from "vitest";

/**
 * The web app's layers (docs/decisions/032-web-app-structure.md), checked on the real import graph:
 * - a feature (`features/<name>`) imports only itself and the shared layers;
 * - the shared layers (`lib`, `components`, `hooks`, `config`, `test`) import only shared layers;
 * - `app` (routes, layout, screens that compose features) and `main.tsx` may import anything;
 * - an import that leaves its layer goes through the `#web/` alias, one that stays is relative
 *   (docs/decisions/056-layer-aliases.md);
 * - no file reaches itself through its imports (no cycles).
 */
const SOURCES = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.d.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

const SHARED = new Set(["lib", "components", "hooks", "config", "test"]);
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^"';]*?from\s+["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)/g;

const ALIAS = "#web/";

function resolve(sources: Record<string, string>, from: string, specifier: string): string | null {
  const aliased = specifier.startsWith(ALIAS);
  if (!aliased && !specifier.startsWith(".")) return null;
  const parts = aliased ? ["."] : from.split("/").slice(0, -1);
  for (const part of (aliased ? specifier.slice(ALIAS.length) : specifier).split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  const base = parts.join("/");
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => candidate in sources) ?? null;
}

interface Edge {
  target: string;
  aliased: boolean;
}

/** Each source file's imports of other source files (packages and assets left out). */
function importEdges(sources: Record<string, string>): Map<string, Edge[]> {
  const edges = new Map<string, Edge[]>();
  for (const [file, text] of Object.entries(sources)) {
    const targets: Edge[] = [];
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? "";
      const target = resolve(sources, file, specifier);
      if (target) targets.push({ target, aliased: specifier.startsWith(ALIAS) });
    }
    edges.set(file, targets);
  }
  return edges;
}

function importGraph(edges: Map<string, Edge[]>): Map<string, string[]> {
  return new Map([...edges].map(([file, targets]) => [file, targets.map(({ target }) => target)]));
}

/** "features/<name>", "lib", "app", ... : the unit the rules speak of. */
function layerOf(file: string): string {
  const [top, second] = file.replace(/^\.\//, "").split("/");
  if (top === "features" && second) return `features/${second}`;
  return second === undefined ? "root" : (top ?? "root");
}

function forbiddenEdges(graph: Map<string, string[]>): string[] {
  const bad: string[] = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    for (const target of targets) {
      const to = layerOf(target);
      const allowed =
        from === "app" ||
        from === "root" ||
        from === to ||
        (SHARED.has(to) && (SHARED.has(from) || from.startsWith("features/")));
      if (!allowed) bad.push(`${file} -> ${target}`);
    }
  }
  return bad;
}

/** Imports written the other way round: relative across layers, or aliased within one. */
function misspelledEdges(edges: Map<string, Edge[]>): string[] {
  const bad: string[] = [];
  for (const [file, targets] of edges) {
    for (const { target, aliased } of targets) {
      if (aliased === (layerOf(file) === layerOf(target))) bad.push(`${file} -> ${target}`);
    }
  }
  return bad;
}

function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (state.get(target) === "open") found.push([...stack.slice(stack.indexOf(target)), target]);
      else if (!state.has(target)) visit(target);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe("the web app's layers", () => {
  const edges = importEdges(SOURCES);
  const graph = importGraph(edges);

  it("reads the imports of every source file", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get("./app/screens/lines-screen.tsx")).toContain(
      "./features/lines/components/line-picker.tsx",
    );
  });

  it("has no feature importing another feature, and no shared module importing a feature or the app", () => {
    expect(forbiddenEdges(graph)).toEqual([]);
  });

  it("reaches other layers through #web/ and its own layer relatively", () => {
    expect(misspelledEdges(edges)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(cycles(graph)).toEqual([]);
  });
});

describe("the layer check itself", () => {
  it("finds a feature importing another feature, a shared module importing a feature, and a cycle", () => {
    const graph = new Map([
      ["./features/a/x.ts", ["./features/b/y.ts", "./lib/z.ts"]],
      ["./features/b/y.ts", ["./features/a/x.ts"]],
      ["./lib/z.ts", ["./features/a/x.ts"]],
      ["./app/r.tsx", ["./features/a/x.ts", "./features/b/y.ts"]],
    ]);
    expect(forbiddenEdges(graph)).toEqual([
      "./features/a/x.ts -> ./features/b/y.ts",
      "./features/b/y.ts -> ./features/a/x.ts",
      "./lib/z.ts -> ./features/a/x.ts",
    ]);
    expect(cycles(graph)).toEqual([
      ["./features/a/x.ts", "./features/b/y.ts", "./features/a/x.ts"],
      ["./features/a/x.ts", "./lib/z.ts", "./features/a/x.ts"],
    ]);
  });

  it("follows #web/ imports and finds a relative import across layers and an aliased one within a layer", () => {
    const edges = importEdges({
      "./features/a/x.ts": 'import { y } from "#web/features/b/y.ts";\nimport { w } from "./w.ts";',
      "./features/a/w.ts": 'import { x } from "#web/features/a/x.ts";',
      "./features/b/y.ts": 'import { z } from "../../lib/z.ts";',
      "./lib/z.ts": "export const z = 1;",
    });
    expect(forbiddenEdges(importGraph(edges))).toEqual(["./features/a/x.ts -> ./features/b/y.ts"]);
    expect(misspelledEdges(edges)).toEqual([
      "./features/a/w.ts -> ./features/a/x.ts",
      "./features/b/y.ts -> ./lib/z.ts",
    ]);
  });
});
