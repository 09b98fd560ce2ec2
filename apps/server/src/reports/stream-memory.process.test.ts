import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { reportNumber } from "#server/testing/report-posters.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import { type SmtpSink, startSmtpSink } from "#server/testing/smtp-sink.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { cookieClient } from "#server/testing/test-server.ts";

// A server with a small heap: streams opened and closed many times over (GET, HEAD, malformed and
// valid replays) and reports fanned out meanwhile must leave its memory level, not growing with each.
const CONNECTIONS = Number(process.env.RILES_STREAM_CONNECTIONS ?? 3000);
const CONCURRENCY = 25;
const HEAP_MB = 96;
const ALLOWED_GROWTH_MB = 40;

const dataDir = mkdtempSync(join(tmpdir(), "riles-memory-"));
let mail: SmtpSink;
let server: ServerProcess;

beforeAll(async () => {
  mail = await startSmtpSink();
  server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      SMTP_URL: mail.url,
      REPORT_SAME_TARGET_SECONDS: "0",
      REPORT_HOURLY_MAX: "1000000",
      REPORT_HOURLY_MAX_PER_ADDRESS: "1000000",
    },
    { nodeOptions: [`--max-old-space-size=${HEAP_MB}`] },
  );
});
afterAll(async () => {
  await server?.stop();
  await mail?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function openAndClose(n: number): Promise<void> {
  const url = `${server.url}/api/reports/stream`;
  switch (n % 4) {
    case 0: {
      const stream = await openEventStream(url);
      await stream.next();
      stream.close();
      return;
    }
    case 1: {
      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      return;
    }
    case 2: {
      const malformed = await fetch(url, { headers: { "last-event-id": "0".repeat(36) } });
      expect(malformed.status).toBe(400);
      await malformed.arrayBuffer();
      return;
    }
    default: {
      const replay = await openEventStream(url, { "last-event-id": "00000000-0000-4000-8000-000000000000" });
      await replay.next();
      replay.close();
    }
  }
}

async function openAndCloseMany(from: number, to: number): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < to) await openAndClose(next++);
    }),
  );
}

describe(`the report stream on a server capped at ${HEAP_MB} MB of heap`, () => {
  it(`keeps its memory level over ${CONNECTIONS} streams opened and closed while reports arrive`, async () => {
    const reporter = await signedInClient(
      { url: server.url, mail, client: (headers) => cookieClient(server.url, headers) },
      "m@example.ph",
    );
    const third = Math.floor(CONNECTIONS / 3);
    await openAndCloseMany(0, third);
    const settledRss = server.rssBytes();
    let posted = 0;
    const posting = (async () => {
      while (posted < 300)
        expect((await reporter.postJson("/api/reports", reportNumber(posted++))).status).toBe(201);
    })();
    await openAndCloseMany(third, CONNECTIONS);
    await posting;
    const finalRss = server.rssBytes();
    console.log(
      `${CONNECTIONS} streams, ${posted} reports: RSS ${(settledRss / 2 ** 20).toFixed(0)} MB after the first` +
        ` ${third}, ${(finalRss / 2 ** 20).toFixed(0)} MB at the end`,
    );
    expect(server.child.exitCode, server.log.join("")).toBeNull();
    expect((finalRss - settledRss) / 2 ** 20).toBeLessThan(ALLOWED_GROWTH_MB);
    expect(server.log.join("")).not.toMatch(/MaxListenersExceeded|Unhandled error/);
  });
});
