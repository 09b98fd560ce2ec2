import { type ChildProcess, execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startServerProcess as startProcess } from "../../../../scripts/server-process.mjs";
import { watchServerLog } from "./server-log-watch";

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** What the process printed, for a failing test to show. */
  log: string[];
  exited: Promise<number | null>;
  /** Resident memory of the process now, from /proc. */
  rssBytes: () => number;
  /** SIGTERM, then waits for the exit; its code. */
  stop: () => Promise<number | null>;
}

let built = false;

/** `npm run build -w @riles/server`, once per test file: these tests run what production runs. */
function buildServer() {
  if (built) return;
  execFileSync(process.execPath, ["--import", "tsx", "build.ts"], { cwd: serverRoot, stdio: "inherit" });
  built = true;
}

/** The real server as `npm start` runs it (the compiled bundle), on a free port, answering health. */
export async function startServerProcess(
  env: Record<string, string>,
  { nodeOptions = [] as string[], healthy = true } = {},
): Promise<ServerProcess> {
  buildServer();
  const server = await startProcess({
    args: [...nodeOptions, "--enable-source-maps", "dist/index.js"],
    cwd: serverRoot,
    env: { NODE_ENV: "test", ...env },
    output: "pipe",
    healthy,
  });
  watchServerLog(server.log);
  const pid = server.child.pid ?? 0;
  return {
    ...server,
    pid,
    rssBytes: () => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
  };
}
