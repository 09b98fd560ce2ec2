import { isRefusalCode } from "@riles/core";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "./db/auth-schema";
import { feedback, reminders, trainReports } from "./db/schema";
import { signedInClient } from "./testing/accounts";
import { bodyAround, hostileString, hostileValue, knownHostileBodies } from "./testing/hostile-json";
import { DELAYED_REPORT } from "./testing/report-posters";
import { startTestServer, type TestClient, type TestServer } from "./testing/test-server";

// Every API route that takes input, fed hostile values built around a valid input: the answer is never
// a 5xx, and a refused request stores nothing. Runs on PGlite and on PostgreSQL, like the whole suite.
const RUNS = 60;
const PUSH_ORIGIN = "http://127.0.0.1:9";
const DEVICE = { endpoint: `${PUSH_ORIGIN}/push/fuzz`, auth: "AAAAAAAAAAAAAAAAAAAAAA" };
const SUBSCRIPTION = {
  endpoint: DEVICE.endpoint,
  keys: { p256dh: `B${"A".repeat(86)}`, auth: DEVICE.auth },
};

let server: TestServer;
let member: TestClient;
const memberEmail = "fuzz-member@example.ph";
let request = 0;

beforeAll(async () => {
  // Behind a "proxy", each request comes from its own address, so the rate limits stay out of the way.
  // A push service origin of its own, so a valid reminder is stored (nothing is sent to it here).
  server = await startTestServer({ env: { TRUST_PROXY: "true", PUSH_TEST_SERVICE_ORIGIN: PUSH_ORIGIN } });
  member = await signedInClient(server, memberEmail);
});
afterAll(async () => {
  await server.stop();
  expect(server.log.filter((line) => line.startsWith("Unhandled error"))).toEqual([]);
});

async function storedCounts() {
  const { db } = server.database;
  const [reports] = await db.select({ n: count() }).from(trainReports);
  const [bugs] = await db.select({ n: count() }).from(feedback);
  const [users] = await db.select({ n: count() }).from(user);
  const [held] = await db.select({ n: count() }).from(reminders);
  const [member] = await db.select({ name: user.name }).from(user).where(eq(user.email, memberEmail));
  return {
    reports: reports?.n,
    feedback: bugs?.n,
    users: users?.n,
    memberName: member?.name,
    reminders: held?.n,
  };
}

function send(client: TestClient, path: string, body: string, headers: Record<string, string> = {}) {
  request += 1;
  return client.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.url,
      "x-forwarded-for": `198.51.${Math.floor(request / 250)}.${request % 250}`,
      ...headers,
    },
    body,
  });
}

/**
 * Ours say `error` with a refusal code as `code`; better-auth's own say `message`, most with an
 * upper-case code of its own.
 */
function isKnownRefusal(body: { error?: unknown; code?: unknown; message?: unknown }): boolean {
  if (typeof body.error === "string") return isRefusalCode(body.code);
  return (
    typeof body.message === "string" && (body.code === undefined || /^[A-Z][A-Z_]+$/.test(String(body.code)))
  );
}

/** Posts each generated body; never a 5xx, and when refused, nothing stored or changed. */
async function fuzzPost(path: string, client: () => TestClient, valid: Record<string, unknown>) {
  await fc.assert(
    fc.asyncProperty(bodyAround(valid), async (body) => {
      const before = await storedCounts();
      const response = await send(client(), path, JSON.stringify(body) ?? "null");
      const answer = await response.text();
      expect(response.status, JSON.stringify(body)?.slice(0, 300)).toBeLessThan(500);
      if (response.status >= 400) {
        expect(await storedCounts()).toEqual(before);
        expect(isKnownRefusal(JSON.parse(answer)), answer).toBe(true);
      }
    }),
    { numRuns: RUNS, examples: knownHostileBodies(valid).map((body) => [body]) },
  );
}

/** encodeURIComponent refuses lone surrogates; a raw lone surrogate's UTF-8 bytes are what a client sends. */
function queryEncoded(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

describe("hostile input to every API route", () => {
  it("POST /api/reports", () => fuzzPost("/api/reports", () => member, DELAYED_REPORT));

  it("POST /api/reminders", () =>
    fuzzPost("/api/reminders", () => server.client(), {
      subscription: SUBSCRIPTION,
      language: "fil",
      reminder: {
        kind: "regular",
        line_id: "lrt2",
        station_id: "araneta",
        direction: "eastbound",
        days: [1, 5],
        window_start: "17:00",
        window_end: "18:30",
        lead_minutes: 10,
      },
    }));

  it("POST /api/reminders/pause and /list", async () => {
    await fuzzPost("/api/reminders/pause", () => server.client(), {
      device: DEVICE,
      id: "00000000-0000-4000-8000-000000000000",
      paused: true,
    });
    await fuzzPost("/api/reminders/list", () => server.client(), { device: DEVICE });
  });

  it("POST /api/feedback", () =>
    fuzzPost("/api/feedback", () => server.client(), {
      message: "The map is blank",
      contact: "ana@example.ph",
      page: "/map",
    }));

  it("POST /api/auth/sign-up/email", () =>
    fuzzPost("/api/auth/sign-up/email", () => server.client(), {
      email: "new@example.ph",
      password: "secret-pass",
      name: "Ana",
    }));

  it("POST /api/auth/sign-in/email", () =>
    fuzzPost("/api/auth/sign-in/email", () => server.client(), {
      email: memberEmail,
      password: "wrong-pass",
    }));

  it("POST /api/auth/update-user and change-password", async () => {
    await fuzzPost("/api/auth/update-user", () => member, { name: "Ana" });
    await fuzzPost("/api/auth/change-password", () => member, {
      currentPassword: "wrong-pass",
      newPassword: "new-secret",
    });
  });

  it("POST with a body that is not JSON at all", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (text) => {
        const before = await storedCounts();
        for (const path of ["/api/reports", "/api/feedback", "/api/auth/sign-up/email"]) {
          const response = await send(member, path, text);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          if (response.status >= 400) expect(await storedCounts()).toEqual(before);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /api/reports with any query string", async () => {
    const part = fc.oneof(
      hostileString.map(queryEncoded),
      fc.constantFrom("%", "%zz", "%E0%A4%A", "%00", "%C0%AF", "&&", "==", "line[]=lrt1", "station[x]=1"),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), async (parts) => {
        const response = await fetch(`${server.url}/api/reports?${parts.join("&").slice(0, 4000)}`);
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it("GET /api/reports/stream with any Last-Event-ID", async () => {
    const headerText = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
      fc.constantFrom("0".repeat(36), "-".repeat(36), "a".repeat(36), "00000000-0000-0000-0000-000000000000"),
      fc.uuid(),
    );
    await fc.assert(
      fc.asyncProperty(headerText, async (lastEventId) => {
        const controller = new AbortController();
        const response = await fetch(`${server.url}/api/reports/stream`, {
          headers: { "last-event-id": lastEventId },
          signal: controller.signal,
        });
        expect(response.status).toBeLessThan(500);
        if (response.status === 200) expect(response.headers.get("content-type")).toMatch(/event-stream/);
        controller.abort();
      }),
      { numRuns: RUNS },
    );
    await expect.poll(() => server.events.subscriberCount).toBe(0);
  });

  it("any cookie on routes that read the session", async () => {
    const cookie = fc.oneof(
      fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)) }),
      fc.constantFrom(
        "better-auth.session_token=%%%",
        "better-auth.session_token=a.b.c",
        ";;=;",
        "=".repeat(3000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(cookie, hostileValue, async (value, body) => {
        const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: value } });
        await session.arrayBuffer();
        expect(session.status).toBeLessThan(500);
        const before = await storedCounts();
        const posted = await send(server.client(), "/api/reports", JSON.stringify(body) ?? "null", {
          cookie: value,
        });
        await posted.arrayBuffer();
        expect(posted.status).toBeLessThan(500);
        expect(await storedCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });
});
