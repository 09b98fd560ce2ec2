import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port";
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
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeOptions, "--enable-source-maps", "dist/index.js"], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: "test", ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log: string[] = [];
  watchServerLog(log);
  for (const output of [child.stdout, child.stderr]) {
    output?.setEncoding("utf8").on("data", (chunk: string) => log.push(chunk));
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log.join("")}`);
    const answer = await fetch(`${url}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (answer === 200 || (!healthy && answer > 0)) break;
    if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${log.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    child,
    log,
    exited,
    rssBytes: () => {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
