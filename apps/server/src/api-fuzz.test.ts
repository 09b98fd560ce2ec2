import { isRefusalCode } from "@riles/core";
import { count, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "#server/db/auth-schema.ts";
import {
  accountSuspensions,
  feedback,
  moderationAudit,
  reminders,
  reportVotes,
  trainReports,
} from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { bodyAround, hostileString, hostileValue, knownHostileBodies } from "#server/testing/hostile-json.ts";
import { DELAYED_REPORT } from "#server/testing/report-posters.ts";
import { startTestServer, type TestClient, type TestServer } from "#server/testing/test-server.ts";
import { setModerator } from "#server/trust/moderator-roles.ts";

// Every API route that takes input, fed hostile values built around a valid input: the answer is never
// a 5xx, and a refused request stores nothing. Runs on PGlite and on PostgreSQL, like the whole suite.
const RUNS = 60;
const PUSH_ORIGIN = "http://127.0.0.1:9";
const DEVICE = { endpoint: `${PUSH_ORIGIN}/push/fuzz`, auth: "AAAAAAAAAAAAAAAAAAAAAA" };
const SUBSCRIPTION = {
  endpoint: DEVICE.endpoint,
  // The user agent's public key of RFC 8291's worked example: a point on P-256, as a browser gives.
  keys: {
    p256dh: "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
    auth: DEVICE.auth,
  },
};

let server: TestServer;
let member: TestClient;
let moderator: TestClient;
/** Another rider's report of the last 30 minutes: what votes and moderators act on. */
let othersReportId: string;
const memberEmail = "fuzz-member@example.ph";
let request = 0;

beforeAll(async () => {
  // Behind a "proxy", each request comes from its own address, so the rate limits stay out of the way.
  // A push service origin of its own, so a valid reminder is stored (nothing is sent to it here).
  server = await startTestServer({ env: { TRUST_PROXY: "true", PUSH_TEST_SERVICE_ORIGIN: PUSH_ORIGIN } });
  member = await signedInClient(server, memberEmail);
  moderator = await signedInClient(server, "fuzz-moderator@example.ph");
  await setModerator(server.database.drizzle, "fuzz-moderator@example.ph", true, new Date());
  const other = await signedInClient(server, "fuzz-other@example.ph");
  const posted = await other.postJson("/api/reports", DELAYED_REPORT);
  othersReportId = ((await posted.json()) as { id: string }).id;
});
afterAll(async () => {
  await server.stop();
  expect(server.log.filter((line) => line.startsWith("Unhandled error"))).toEqual([]);
});

async function storedCounts() {
  const db = server.database.drizzle;
  const [reports] = await db.select({ n: count() }).from(trainReports);
  const [bugs] = await db.select({ n: count() }).from(feedback);
  const [users] = await db.select({ n: count() }).from(user);
  const [held] = await db.select({ n: count() }).from(reminders);
  const [member] = await db.select({ name: user.name }).from(user).where(eq(user.email, memberEmail));
  const [votes] = await db.select({ n: count() }).from(reportVotes);
  const [suspensions] = await db.select({ n: count() }).from(accountSuspensions);
  const [audit] = await db.select({ n: count() }).from(moderationAudit);
  const [hidden] = await db
    .select({ at: trainReports.hiddenAt })
    .from(trainReports)
    .where(eq(trainReports.id, othersReportId));
  return {
    reports: reports?.n,
    feedback: bugs?.n,
    users: users?.n,
    memberName: member?.name,
    votes: votes?.n,
    suspensions: suspensions?.n,
    audit: audit?.n,
    hiddenAt: hidden?.at,
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

  it("POST /api/reports/{id}/vote", () =>
    fuzzPost(`/api/reports/${othersReportId}/vote`, () => member, { vote: "dispute" }));

  it("POST /api/moderation/reports/{id}/hide, unhide and suspend, and suspensions/{id}/lift", async () => {
    await fuzzPost(`/api/moderation/reports/${othersReportId}/hide`, () => moderator, { reason: "Spam" });
    await fuzzPost(`/api/moderation/reports/${othersReportId}/unhide`, () => moderator, { reason: "Fine" });
    await fuzzPost(`/api/moderation/reports/${othersReportId}/suspend`, () => moderator, {
      reason: "Spam",
      days: 1,
    });
    const [suspension] = await server.database.drizzle
      .select({ id: accountSuspensions.id })
      .from(accountSuspensions);
    await fuzzPost(`/api/moderation/suspensions/${suspension?.id}/lift`, () => moderator, {
      reason: "Appeal",
    });
  });

  it("any id in the paths of votes and moderation", async () => {
    const id = fc.oneof(
      // Node itself refuses a request head past 16 KB (431, no body) before any route sees it.
      hostileString.map((text) => queryEncoded(text).slice(0, 2000)),
      fc.uuid(),
      fc.constantFrom("%2e%2e", "..", "%00", "x".repeat(2000)),
    );
    await fc.assert(
      fc.asyncProperty(id, fc.boolean(), async (segment, asModerator) => {
        const before = await storedCounts();
        const client = asModerator ? moderator : member;
        for (const path of [
          `/api/reports/${segment}/vote`,
          `/api/moderation/reports/${segment}/hide`,
          `/api/moderation/suspensions/${segment}/lift`,
        ]) {
          const response = await send(client, path, JSON.stringify({ vote: "confirm", reason: "x" }));
          const answer = await response.text();
          expect(response.status, path).toBeLessThan(500);
          expect(isKnownRefusal(JSON.parse(answer)), answer).toBe(true);
        }
        const votes = await fetch(`${server.url}/api/reports/${segment}/votes`);
        await votes.arrayBuffer();
        expect(votes.status).toBeLessThan(500);
        expect(await storedCounts()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
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
