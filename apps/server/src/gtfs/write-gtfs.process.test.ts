import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

const serverRoot = fileURLToPath(new URL("../..", import.meta.url));
const now = new Date("2026-11-28T09:00:00+08:00");
const dir = mkdtempSync(join(tmpdir(), "riles-gtfs-write-"));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run gtfs:write -w @riles/server -- <args>` as a person runs it; its exit code and output. */
function gtfsWrite(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn("npm", ["run", "--silent", "gtfs:write", "--", ...args], {
      cwd: serverRoot,
      env: { ...process.env, NODE_ENV: "test", ...env },
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) => resolve({ code, output }));
  });
}

describe("npm run gtfs:write", () => {
  it("writes the zip that /api/gtfs/static.zip serves", async () => {
    const path = join(dir, "riles-gtfs.zip");
    const written = await gtfsWrite([path], { PUBLIC_URL: server.url, TEST_CLOCK_START: now.toISOString() });
    expect(written.output).toMatch(
      /Wrote .*riles-gtfs\.zip: GTFS feed version [0-9a-f]{8}, valid 20261128 to 20270225/,
    );
    expect(written.code).toBe(0);
    const served = new Uint8Array(await (await fetch(`${server.url}/api/gtfs/static.zip`)).arrayBuffer());
    expect(new Uint8Array(readFileSync(path))).toEqual(served);
  });

  it("says how to use it when no file is given", async () => {
    const written = await gtfsWrite([], {});
    expect(written.code).toBe(1);
    expect(written.output).toContain("Usage: npm run gtfs:write -w @riles/server -- <file.zip>");
  });
});
