import { fileURLToPath } from "node:url";
import { startServerProcess } from "../../scripts/server-process.mjs";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface RunningServer {
  url: string;
  stop: () => Promise<unknown>;
}

/**
 * Starts the real Riles server (as `npm start` does, minus the build) and waits until it answers; on
 * `port` when given (a restart that keeps the address, so browsers' cookies and Origin stay valid).
 */
export function startServer(env: Record<string, string>, port?: number): Promise<RunningServer> {
  return startServerProcess({
    args: ["--import", "tsx", "apps/server/src/index.ts"],
    cwd: repoRoot,
    env,
    port,
  });
}
