import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { southboundMrt3Report } from "#server/testing/report-posters.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#server/testing/smtp-sink.ts";
import { cookieClient } from "#server/testing/test-server.ts";

const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setUp() {
  const dataDir = mkdtempSync(join(tmpdir(), "riles-lock-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const mail: SmtpSink = await startSmtpSink();
  cleanups.push(() => mail.close());
  const start = async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, SMTP_URL: mail.url });
    cleanups.push(() => server.stop());
    return server;
  };
  return { mail, start };
}

const health = async (server: ServerProcess) => (await fetch(`${server.url}/api/health`)).status;

describe("the embedded database in DATA_DIR", () => {
  it("is opened by one process: a second is refused at start-up, saying why, and the first goes on", async () => {
    const { mail, start } = await setUp();
    const first = await start();
    const rider = await signedInClient(
      { url: first.url, mail, client: (headers) => cookieClient(first.url, headers) },
      "first@example.ph",
    );

    await expect(start()).rejects.toThrow(/only one process may open it/);

    expect(await health(first)).toBe(200);
    expect((await rider.postJson("/api/reports", southboundMrt3Report("cube"))).status).toBe(201);
  });

  it("is taken over by a new process once the one holding it was killed", async () => {
    const { mail, start } = await setUp();
    const killed = await start();
    const rider = await signedInClient(
      { url: killed.url, mail, client: (headers) => cookieClient(killed.url, headers) },
      "killed@example.ph",
    );
    expect((await rider.postJson("/api/reports", southboundMrt3Report("cube"))).status).toBe(201);
    killed.child.kill("SIGKILL");
    await killed.exited;

    const next = await start();
    expect(await health(next)).toBe(200);
    // What the killed process had stored is there.
    const reports = await fetch(`${next.url}/api/reports?line=mrt3&station=cube`);
    expect(((await reports.json()) as unknown[]).length).toBe(1);
  });
});
