// The one way a test, a bench or a script starts Riles as its own process and waits for it: the e2e
// suite, the server's process tests and the web bench all use it. Plain JavaScript, so plain `node`
// scripts can import it; its types are in server-process.d.mts.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;

/** A loopback port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function healthStatus(url) {
  try {
    return (await fetch(`${url}/api/health`)).status;
  } catch {
    return 0;
  }
}

/**
 * Runs `node <args>` in `cwd` with PORT set to `port`, or a free port (and PUBLIC_URL to it unless given), and
 * resolves once GET /api/health answers 200, or answers at all when `healthy` is false. What the process
 * prints is collected in `log` when `output` is "pipe".
 */
export async function startServerProcess({ args, cwd, env = {}, output = "inherit", healthy = true, port }) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, PUBLIC_URL: url, ...env, PORT: String(port) },
    stdio: ["ignore", output, output],
  });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding("utf8").on("data", (chunk) => log.push(chunk));
  }
  // Listened for from the start: a child that has already exited emits nothing later.
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log.join("")}`);
    const status = await healthStatus(url);
    if (status === 200 || (!healthy && status > 0)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${log.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { url, port, child, log, exited, stop };
}
