// The one way a test, a bench or a script starts Riles as its own process and waits for it: the e2e
// suite, the server's process tests and the web bench all use it. Plain JavaScript, so plain `node`
// scripts can import it; its types are in server-process.d.mts.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const START_TIMEOUT_MS = 60_000;
const POLL_MS = 200;

/**
 * Ports to pick from: below Linux's ephemeral range (32768 and up), which the system also hands out as the
 * local port of outgoing connections. A port taken from that range can be taken again by a test's own
 * connection (to the database, a mail sink) before the server listens on it (EADDRINUSE in CI).
 */
const PORTS = { from: 20_000, to: 32_000 };
const PORT_TRIES = 50;

/** Whether nothing listens on `port` on any interface right now. */
function isFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** A port nobody listens on right now, on any interface, outside the ephemeral range. */
export async function freePort() {
  for (let tries = 0; tries < PORT_TRIES; tries += 1) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port found in ${PORT_TRIES} tries between ${PORTS.from} and ${PORTS.to}`);
}

/**
 * A watcher outside this process sends the server SIGTERM once this process is gone, however it went
 * (SIGKILL, a timed-out test runner): a server a test or a bench started never outlives it. It stops by
 * itself when the server exits first. The same watch keeps a test's PostgreSQL (pg-cluster.ts).
 */
function stopWhenParentGone(serverPid) {
  const script = `while kill -0 ${serverPid} 2>/dev/null; do if ! kill -0 ${process.pid} 2>/dev/null; then kill -TERM ${serverPid}; exit; fi; sleep 1; done`;
  spawn("sh", ["-c", script], { detached: true, stdio: "ignore" }).unref();
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
  if (child.pid !== undefined) stopWhenParentGone(child.pid);
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
