import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { sample, scrapeMetrics } from "#server/testing/metrics-text.ts";
import { DELAYED_REPORT } from "#server/testing/report-posters.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
// With the web app served, its catch-all route matches every path too: labels must name the route that answered.
const dist = mkdtempSync(join(tmpdir(), "riles-dist-"));
beforeAll(async () => {
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Riles</title>");
  // Behind the loopback proxy, whose request ids are taken.
  server = await startTestServer({ env: { METRICS_PORT: "0", WEB_DIST_DIR: dist, TRUST_PROXY: "true" } });
});
afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

type LogLine = Record<string, unknown>;

/** The server's JSON log lines (plain lines of the test harness are left out). */
function jsonLines(): LogLine[] {
  return server.log.flatMap((chunk) =>
    chunk.split("\n").flatMap((line) => {
      if (!line.startsWith("{")) return [];
      return [JSON.parse(line) as LogLine];
    }),
  );
}

describe("request ids and logs", () => {
  it("answers with the request id it was sent, and logs the request with it as JSON", async () => {
    const response = await fetch(`${server.url}/api/health`, { headers: { "X-Request-Id": "trace-7f3a" } });
    expect(response.headers.get("x-request-id")).toBe("trace-7f3a");
    const lines = jsonLines().filter((line) => line.requestId === "trace-7f3a");
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "info",
        msg: "answered",
        method: "GET",
        route: "/api/health",
        path: "/api/health",
        status: 200,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    );
  });

  it("makes its own id for a client that names one itself, not through our proxy, on every path", async () => {
    const bare = await startTestServer();
    try {
      for (const path of ["/api/health", "/api/reports?line=lrt1&station=edsa", "/api/nothing-here"]) {
        const response = await fetch(`${bare.url}${path}`, {
          headers: { "X-Request-Id": "someone-elses-id" },
        });
        expect(response.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
      }
    } finally {
      await bare.stop();
    }
  });

  it("makes its own id when none, or an unusable one, is sent, refusals included", async () => {
    const refused = await fetch(`${server.url}/api/reports?line=pnr&station=x`, {
      headers: { "X-Request-Id": `${"x".repeat(65)} {"spoof": true}` },
    });
    expect(refused.status).toBe(400);
    const id = refused.headers.get("x-request-id") ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(jsonLines().find((line) => line.requestId === id)).toMatchObject({
      route: "/api/reports",
      status: 400,
    });
    const unknown = await fetch(`${server.url}/api/nothing-here`);
    expect(unknown.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("metrics on METRICS_PORT", () => {
  it("counts requests by route and status, their latency, reports stored, open streams and the listener", async () => {
    const before = await scrapeMetrics(server);
    const healthBefore =
      sample(before, 'riles_http_requests_total{method="GET",route="/api/health",status="200"}') ?? 0;
    for (let i = 0; i < 3; i += 1) await fetch(`${server.url}/api/health`);

    const reporter = await signedInClient(server, "metrics@example.ph");
    expect((await reporter.postJson("/api/reports", DELAYED_REPORT)).status).toBe(201);
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    try {
      const text = await scrapeMetrics(server);
      expect(sample(text, 'riles_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
        healthBefore + 3,
      );
      expect(
        sample(text, 'riles_http_request_duration_seconds_count{method="GET",route="/api/health"}'),
      ).toBeGreaterThanOrEqual(healthBefore + 3);
      expect(sample(text, 'riles_http_requests_total{method="POST",route="/api/reports",status="201"}')).toBe(
        1,
      );
      expect(sample(text, "riles_reports_stored_total")).toBe(1);
      expect(sample(text, "riles_report_streams_open")).toBe(1);
      expect(sample(text, "riles_db_listener_connected")).toBe(1);
      if (server.database.kind === "postgres") {
        expect(sample(text, 'riles_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      }
      expect(text).toContain("process_resident_memory_bytes");
    } finally {
      stream.close();
    }
  });

  it("serves nothing but /metrics there, and nothing at all without METRICS_PORT", async () => {
    expect((await fetch(`http://127.0.0.1:${server.metricsPort}/`)).status).toBe(404);
    expect((await fetch(`${server.url}/metrics`)).headers.get("content-type")).not.toContain(
      "text/plain; version",
    );
    const plain = await startTestServer();
    try {
      expect(plain.metricsPort).toBeUndefined();
    } finally {
      await plain.stop();
    }
  });
});
