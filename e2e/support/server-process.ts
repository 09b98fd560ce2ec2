import { fileURLToPath } from "node:url";
import { startServerProcess } from "../../scripts/server-process.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  stop: () => Promise<unknown>;
}

/** Starts the real Riles server (as `npm start` does, minus the build) and waits until it answers. */
export function startServer(env: Record<string, string>): Promise<RunningServer> {
  return startServerProcess({ args: ["--import", "tsx", "apps/server/src/index.ts"], cwd: repoRoot, env });
}
