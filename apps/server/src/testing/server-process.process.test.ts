import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const harness = fileURLToPath(new URL("../../../../scripts/server-process.mjs", import.meta.url));

/** A stand-in server: answers every request 200, so the harness takes it as healthy. */
const standInServer = `require("node:http").createServer((_, res) => res.end("ok")).listen(Number(process.env.PORT), "127.0.0.1")`;

/** A test runner that starts a server through the harness, says its pid, and then hangs. */
const runner = `
  const { startServerProcess } = await import(${JSON.stringify(harness)});
  const server = await startServerProcess({ args: ["-e", ${JSON.stringify(standInServer)}], cwd: process.cwd(), output: "pipe" });
  console.log(JSON.stringify({ pid: server.child.pid }));
  setInterval(() => {}, 60_000);
`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Processes whose command line names `text`. */
function processesNaming(text: string): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(text);
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

describe("a server started through scripts/server-process.mjs", () => {
  it("is stopped when the runner that started it is killed without a teardown, and its watcher goes too", async () => {
    const parent = spawn(process.execPath, ["--input-type=module", "-e", runner], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const serverPid = await new Promise<number>((resolve, reject) => {
      parent.stdout.setEncoding("utf8").once("data", (line: string) => resolve(JSON.parse(line).pid));
      parent.once("exit", (code) =>
        reject(new Error(`the runner exited (${code}) before its server answered`)),
      );
    });
    expect(isRunning(serverPid)).toBe(true);

    parent.kill("SIGKILL");

    expect(await waitUntil(() => !isRunning(serverPid), 10_000)).toBe(true);
    expect(await waitUntil(() => processesNaming(`kill -0 ${serverPid}`).length === 0, 5_000)).toBe(true);
  });
});
