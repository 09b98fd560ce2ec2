import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { REFUSAL_TEXTS_EN } from "@riles/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#server/config/rate-limits.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { DELAYED_REPORT } from "#server/testing/report-posters.ts";
import { errorOf, expectRefusal } from "#server/testing/responses.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), "riles-dist-"));

beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  const page = "<!doctype html><title>Riles</title><div id=root></div>";
  writeFileSync(join(dist, "index.html"), page);
  // As the web build writes it (apps/web/vite-precompress.ts): most browsers get this one.
  writeFileSync(join(dist, "index.html.br"), brotliCompressSync(page));
  writeFileSync(join(dist, "assets", "index-abc123.js"), "console.log('riles')");
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web app", () => {
  it("serves index.html for client routes, compressed and revalidated on every visit", async () => {
    for (const path of ["/", "/map", "/report?line=lrt1&station=edsa", "/auth"]) {
      const response = await fetch(`${server.url}${path}`, { headers: { "Accept-Encoding": "br" } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-encoding"), path).toBe("br");
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(await response.text(), path).toContain("<title>Riles</title>");
    }
  });

  it("has a page's answer vary with the language it is chosen by, and name no files to preload", async () => {
    for (const path of ["/", "/map"]) {
      const filipino = await fetch(`${server.url}${path}`, {
        headers: { "Accept-Language": "fil-PH,fil;q=0.9,en;q=0.8", "Accept-Encoding": "br" },
      });
      expect(await filipino.text(), path).toContain("<title>Riles</title>");
      expect(filipino.headers.get("vary"), path).toBe("Accept-Encoding, Accept-Language, Cookie");
      // The page's own loader preloads the app's files once it has painted
      // (docs/decisions/107-html-paints-before-scripts.md): a Link header would fetch them before.
      expect(filipino.headers.get("link"), path).toBeNull();
      const english = await fetch(`${server.url}${path}`, {
        headers: { "Accept-Language": "en-PH,fil;q=0.8", "Accept-Encoding": "identity" },
      });
      // Sent uncompressed here, compressed to a browser that accepts it: both matter to a cache.
      expect(english.headers.get("vary"), path).toMatch(/accept-encoding.*accept-language/i);
    }
  });

  it("answers a chunk that is not built with 404, not the page", async () => {
    const response = await fetch(`${server.url}/assets/index-gone99.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toMatch(/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("caches content-hashed assets for a year", async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("sends security headers and no X-Powered-By", async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("https://tile.openstreetmap.org");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-powered-by")).toBeNull();
  });
});

describe("the API surface", () => {
  it("answers unknown API paths with JSON 404", async () => {
    const response = await fetch(`${server.url}/api/trains`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: "No API route GET /api/trains",
      code: "noApiRoute",
      params: { method: "GET", path: "/api/trains" },
    });
  });

  it("allows cross-origin calls only from PUBLIC_URL", async () => {
    const ours = await fetch(`${server.url}/api/health`, { headers: { origin: server.url } });
    expect(ours.headers.get("access-control-allow-origin")).toBe(server.url);
    const theirs = await fetch(`${server.url}/api/health`, { headers: { origin: "https://evil.example" } });
    expect(theirs.headers.get("access-control-allow-origin")).not.toBe("https://evil.example");
  });
});

describe("clients that go away", () => {
  it("abandoning a chunked upload is noted in one line, not logged as an unhandled error", async () => {
    for (const path of ["/api/feedback", "/api/auth/sign-up/email"]) {
      const upload = httpRequest(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      });
      upload.on("error", () => {});
      upload.write('{"message": "hel');
      await new Promise((resolve) => setTimeout(resolve, 200));
      upload.destroy();
    }
    await expect.poll(() => server.log.filter((line) => line.includes("went away")).length).toBe(2);
    expect(server.log.filter((line) => line.startsWith("Unhandled error"))).toEqual([]);
  });
});

describe("requests from another site", () => {
  it("are refused with 403 on every state-changing API route, and store nothing", async () => {
    const member = await signedInClient(server, "origin-check@example.ph");
    const report = DELAYED_REPORT;
    const foreign: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of foreign) {
      for (const [path, body] of [
        ["/api/reports", report],
        ["/api/feedback", { message: "hello" }],
        ["/api/auth/sign-out", {}],
      ] as const) {
        const response = await member.request(path, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await errorOf(response)).toBe(REFUSAL_TEXTS_EN.foreignOrigin);
      }
    }
    const reports = await fetch(`${server.url}/api/reports?line=lrt1&station=edsa`);
    expect(await reports.json()).toEqual([]);
    expect((await member.postJson("/api/reports", report)).status).toBe(201);
  });

  it("takes a page opened at localhost as the same app as PUBLIC_URL's 127.0.0.1, on the same port only", async () => {
    const port = new URL(server.url).port;
    const alias = server.client({ origin: `http://localhost:${port}` });
    const signUp = await alias.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "alias@example.ph", password: "secret-pass", name: "alias" }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    // Sign-out: our same-origin check runs first, and no rate limit is spent.
    const signOut = (origin: string) =>
      server.client({ origin }).request("/api/auth/sign-out", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
    expect((await signOut(`http://[::1]:${port}`)).status).toBe(200);
    const otherPort = await signOut("http://localhost:1");
    expect(otherPort.status).toBe(403);
    expect(await errorOf(otherPort)).toBe(REFUSAL_TEXTS_EN.foreignOrigin);
  });

  it("refuses a feedback page that is not a path of this app", async () => {
    for (const page of ["//evil.example", "/\\evil.example", "https://evil.example/map"]) {
      const response = await server.client().postJson("/api/feedback", { message: "x", page });
      expect(response.status, page).toBe(400);
      expect(await errorOf(response)).toBe(REFUSAL_TEXTS_EN.feedbackPageInvalid);
    }
  });
});

describe("POST /api/feedback", () => {
  it("stores a bug report, refuses an empty one and limits how many one address sends", async () => {
    const client = server.client();
    const stored = await client.postJson("/api/feedback", {
      message: "The map does not load on my phone",
      contact: "",
      page: "/map",
    });
    expect(stored.status).toBe(201);
    expect(await stored.json()).toEqual({ id: expect.any(String) });
    const empty = await client.postJson("/api/feedback", { message: "   " });
    await expectRefusal(empty, 400, "feedbackMessageRequired");

    let limited: Response | undefined;
    for (let i = 0; i < RATE_LIMITS.feedback.max && !limited; i++) {
      const response = await client.postJson("/api/feedback", { message: `report ${i}` });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(await limited?.json()).toEqual({
      error: "Too many bug reports. Please try again later.",
      code: "tooManyBugReports",
    });
  });
});
