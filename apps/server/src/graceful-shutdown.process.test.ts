import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./testing/free-port";
import { openEventStream } from "./testing/sse-reader";

const dataDir = mkdtempSync(join(tmpdir(), "riles-shutdown-"));
const entry = fileURLToPath(new URL("./index.ts", import.meta.url));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "test", WEB_DIST_DIR: dataDir },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

describe("npm start's server process", () => {
  it("on SIGTERM ends open streams, exits 0, and its embedded database opens again", async () => {
    const port = await freePort();
    const first = await startProcess(port);
    const stream = await openEventStream(`http://127.0.0.1:${port}/api/reports/stream`);
    await stream.next();
    const exited = new Promise<number | null>((resolve) => first.once("exit", (code) => resolve(code)));
    first.kill("SIGTERM");
    await expect(stream.next()).rejects.toThrow(/stream ended|terminated/);
    expect(await exited).toBe(0);

    const second = await startProcess(port);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
    second.kill("SIGTERM");
    await new Promise((resolve) => second.once("exit", resolve));
  });
});
