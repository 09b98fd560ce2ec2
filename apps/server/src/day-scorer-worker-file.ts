import { Worker } from "node:worker_threads";

const bundled = import.meta.url.endsWith(".js");

/**
 * Where the published accuracy's worker thread starts (`accuracy/day-scorer-worker.ts`): beside the bundle
 * in the built server (`dist/day-scorer-worker.js`, build.ts), in `src/accuracy/` otherwise. Resolved from
 * a module one folder below the package, as MIGRATIONS_FOLDER is: keep this file in `src/`, not deeper.
 */
const WORKER_FILE = new URL(
  bundled ? "./day-scorer-worker.js" : "./accuracy/day-scorer-worker.ts",
  import.meta.url,
);

/**
 * Starts the worker. Unbundled, the thread loads its TypeScript through tsx's API: `--import tsx` given to
 * a worker does not reach the module it starts with on Node 20.
 */
export function startDayScorerWorker(): Worker {
  if (bundled) return new Worker(WORKER_FILE);
  const tsx = import.meta.resolve("tsx/esm/api");
  const start = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(WORKER_FILE.href)}, ${JSON.stringify(WORKER_FILE.href)}));`;
  return new Worker(start, { eval: true });
}
