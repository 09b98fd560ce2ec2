import { lineStatusesSchema, moderationOverviewSchema, REFUSAL_TEXTS_EN, refusalWords } from "@riles/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { trainReports } from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { DELAYED_REPORT, reportInput } from "#server/testing/report-posters.ts";
import { refusalOf, rowOf, rowsOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { openEventStream } from "#server/testing/sse-reader.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";
import { setModerator } from "./moderator-roles";

// Tuesday 2026-11-24 08:03 in Manila. Runs on PGlite and on PostgreSQL, like the whole suite.
const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
const server = serverForThisFile({ clock: clock.now });
let moderator: TestClient;
let member: TestClient;
let troll: TestClient;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  moderator = await signedInClient(server, "mod@example.ph");
  member = await signedInClient(server, "member@example.ph");
  troll = await signedInClient(server, "troll@example.ph");
  expect(await setModerator(server.database.drizzle, "Mod@Example.ph", true, clock.now())).toBe("granted");
  expect(await setModerator(server.database.drizzle, "mod@example.ph", true, clock.now())).toBe("already");
  expect(await setModerator(server.database.drizzle, "nobody@example.ph", true, clock.now())).toBe(
    "unknown-account",
  );
});

async function post(client: TestClient, station_id: string, status = "cancelled") {
  const response = await client.postJson("/api/reports", { ...DELAYED_REPORT, station_id, status });
  expect(response.status).toBe(201);
  return rowOf(response);
}

async function overview(client = moderator) {
  const response = await client.request("/api/moderation");
  expect(response.status).toBe(200);
  return moderationOverviewSchema.parse(await response.json());
}

async function edsaIds() {
  return (await rowsOf(await fetch(`${server.url}/api/reports?line=lrt1&station=edsa`))).map((row) => row.id);
}

/** Every moderation route, with a valid body, on an existing target or an unknown one. */
function routes(reportId: string, suspensionId: string) {
  return [
    { method: "GET", path: "/api/moderation" },
    { method: "POST", path: `/api/moderation/reports/${reportId}/hide`, body: { reason: "spam" } },
    { method: "POST", path: `/api/moderation/reports/${reportId}/unhide`, body: { reason: "fine" } },
    {
      method: "POST",
      path: `/api/moderation/reports/${reportId}/suspend`,
      body: { reason: "spam", days: 1 },
    },
    { method: "POST", path: `/api/moderation/suspensions/${suspensionId}/lift`, body: { reason: "ok" } },
  ];
}

async function call(client: TestClient, route: { method: string; path: string; body?: object }) {
  return route.method === "GET" ? client.request(route.path) : client.postJson(route.path, route.body);
}

describe("moderation: who may", () => {
  it("answers 401 signed out and 403 to a rider, the same whether or not the target exists, changing nothing", async () => {
    const report = await post(troll, "baclaran");
    for (const target of [report.id, UNKNOWN]) {
      for (const route of routes(target, target)) {
        const anonymous = await call(server.client(), route);
        expect(anonymous.status, route.path).toBe(401);
        expect((await refusalOf(anonymous)).code).toBe("signInRequired");
        const rider = await call(member, route);
        expect(rider.status, route.path).toBe(403);
        expect(await refusalOf(rider)).toEqual({
          error: REFUSAL_TEXTS_EN.moderatorsOnly,
          code: "moderatorsOnly",
        });
      }
    }
    const [stored] = await server.database.drizzle
      .select()
      .from(trainReports)
      .where(eq(trainReports.id, report.id));
    expect(stored).toMatchObject({ hiddenAt: null, suspensionId: null });
    expect((await overview()).audit.filter((entry) => entry.action !== "grant-moderator")).toEqual([]);
  });

  it("tells the web app who is a moderator", async () => {
    expect(await (await moderator.request("/api/account/roles")).json()).toEqual({ moderator: true });
    expect(await (await member.request("/api/account/roles")).json()).toEqual({ moderator: false });
    expect(await (await server.client().request("/api/account/roles")).json()).toEqual({ moderator: false });
  });

  it("refuses a moderator's action from another site, on an unknown target, with a bad body or on their own report", async () => {
    const foreign = await moderator.request(`/api/moderation/reports/${UNKNOWN}/hide`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ reason: "x" }),
    });
    expect(foreign.status).toBe(403);
    expect((await refusalOf(foreign)).code).toBe("foreignOrigin");
    const unknown = await moderator.postJson(`/api/moderation/reports/${UNKNOWN}/hide`, { reason: "x" });
    expect(unknown.status).toBe(404);
    const noReason = await moderator.postJson(`/api/moderation/reports/${UNKNOWN}/hide`, { reason: "  " });
    expect(noReason.status).toBe(400);
    expect((await refusalOf(noReason)).error).toBe(REFUSAL_TEXTS_EN.moderationReasonRequired);
    const badDays = await moderator.postJson(`/api/moderation/reports/${UNKNOWN}/suspend`, {
      reason: "x",
      days: 2,
    });
    expect(badDays.status).toBe(400);
    expect((await refusalOf(badDays)).error).toBe("A suspension lasts 1, 7 or 30 days");
    const own = await post(moderator, "pedro", "on-time");
    for (const [action, body] of [
      ["hide", { reason: "mine" }],
      ["suspend", { reason: "mine", days: 1 }],
    ] as const) {
      const refused = await moderator.postJson(`/api/moderation/reports/${own.id}/${action}`, body);
      expect(refused.status, action).toBe(403);
      expect((await refusalOf(refused)).code).toBe("moderationOwnReport");
    }
    const listed = (await overview()).reports.find((entry) => entry.report.id === own.id);
    expect(listed).toMatchObject({ own: true, counts: true, hidden: null });
  });
});

describe("moderation: hide, suspend, lift", () => {
  it("hides a report with a reason: gone from every reader and the stream, kept for the audit; lifting restores it", async () => {
    clock.moveToMinute(1);
    const report = await post(troll, "edsa");
    const stream = await openEventStream(`${server.url}/api/reports/stream`);
    expect((await stream.next()).event).toBe("ready");
    try {
      const hidden = await moderator.postJson(`/api/moderation/reports/${report.id}/hide`, {
        reason: "Made up: trains are running",
      });
      expect(hidden.status).toBe(200);
      // Line statuses come on this stream too, before or after it.
      const event = await stream.nextNamed("withdrawn", 1000);
      expect(JSON.parse(event.data)).toMatchObject({ id: report.id, reason: "hidden" });
      expect(await edsaIds()).not.toContain(report.id);
      const again = await moderator.postJson(`/api/moderation/reports/${report.id}/hide`, { reason: "x" });
      expect(again.status).toBe(409);

      const listed = (await overview()).reports.find((entry) => entry.report.id === report.id);
      expect(listed).toMatchObject({
        counts: false,
        hidden: { reason: "Made up: trains are running", at: clock.now().toISOString() },
        reporter: { reports_last_24h: 2, disputed_reports: 0, suspension: null },
      });

      clock.moveToMinute(2);
      const unhidden = await moderator.postJson(`/api/moderation/reports/${report.id}/unhide`, {
        reason: "Checked: it was true",
      });
      expect(unhidden.status).toBe(200);
      // The line-status events the hiding and the lifting push come between.
      expect((await stream.nextNamed("restored", 1000)).event).toBe("restored");
      expect(await edsaIds()).toContain(report.id);
    } finally {
      stream.close();
    }
    const audit = (await overview()).audit;
    expect(audit.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: "unhide",
        moderator: "mod@example.ph",
        reason: "Checked: it was true",
      }),
      expect.objectContaining({
        action: "hide",
        moderator: "mod@example.ph",
        report_id: report.id,
        reason: "Made up: trains are running",
        at: clock.atMinute(1).toISOString(),
      }),
    ]);
  });

  it("suspends the account behind a report: its last 24 hours stop counting, new reports and votes get 403 until when; lifting restores", async () => {
    clock.moveToMinute(4);
    const older = await post(troll, "edsa", "delayed");
    const honest = await post(member, "edsa", "delayed");
    await post(member, "gil", "cancelled");
    expect((await edsaIds()).sort()).toEqual(expect.arrayContaining([older.id, honest.id]));
    clock.moveToMinute(5);
    const suspended = await moderator.postJson(`/api/moderation/reports/${older.id}/suspend`, {
      reason: "Posting false cancellations on every line",
      days: 7,
    });
    expect(suspended.status).toBe(200);
    const until = new Date(clock.now().getTime() + 7 * 24 * 60 * 60_000);
    expect(await suspended.json()).toEqual({ until: until.toISOString() });

    const ids = await edsaIds();
    expect(ids).toContain(honest.id);
    expect(ids).not.toContain(older.id);
    // Only the member's reports count on LRT-1 now: one rider, no mark.
    const [lrt1] = lineStatusesSchema.parse(await (await fetch(`${server.url}/api/lines/status`)).json());
    expect(lrt1).toMatchObject({ delayed: 0, cancelled: 0 });

    const refused = await troll.postJson(
      "/api/reports",
      reportInput({
        line_id: "lrt1",
        station_id: "libertad",
        direction: "northbound",
        status: "cancelled",
        crowd_level: "packed",
      }),
    );
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toEqual({
      error: refusalWords(REFUSAL_TEXTS_EN, {
        code: "accountSuspended",
        params: { until: until.toISOString() },
      }),
      code: "accountSuspended",
      params: { until: until.toISOString() },
    });
    const vote = await troll.postJson(`/api/reports/${honest.id}/vote`, { vote: "dispute" });
    expect(vote.status).toBe(403);
    // Signing in and reading still work.
    expect((await troll.request("/api/auth/get-session")).status).toBe(200);
    expect((await troll.request("/api/reports?line=lrt1&station=edsa")).status).toBe(200);

    const { reports, audit } = await overview();
    const entry = reports.find((listed) => listed.report.id === older.id);
    const suspension = entry?.reporter?.suspension;
    expect(suspension).toMatchObject({
      until: until.toISOString(),
      reason: "Posting false cancellations on every line",
    });
    expect(audit[0]).toMatchObject({ action: "suspend", report_id: older.id, until: until.toISOString() });
    const twice = await moderator.postJson(`/api/moderation/reports/${older.id}/suspend`, {
      reason: "x",
      days: 1,
    });
    expect(twice.status).toBe(409);

    clock.moveToMinute(6);
    const lifted = await moderator.postJson(`/api/moderation/suspensions/${suspension?.id}/lift`, {
      reason: "Appealed by e-mail",
    });
    expect(lifted.status).toBe(200);
    expect(await edsaIds()).toContain(older.id);
    clock.moveToMinute(8);
    const allowed = await troll.postJson(
      "/api/reports",
      reportInput({
        line_id: "lrt1",
        station_id: "libertad",
        direction: "northbound",
        crowd_level: "packed",
      }),
    );
    expect(allowed.status).toBe(201);
    expect((await overview()).audit[0]).toMatchObject({
      action: "lift-suspension",
      reason: "Appealed by e-mail",
    });
    const liftedTwice = await moderator.postJson(`/api/moderation/suspensions/${suspension?.id}/lift`, {
      reason: "x",
    });
    expect(liftedTwice.status).toBe(404);
  });

  /** A new rider at `email` whose cancellation the moderator answers with a 7-day suspension. */
  async function suspendedForAWeek(email: string) {
    const evader = await signedInClient(server, email);
    const report = await post(evader, "baclaran", "cancelled");
    const suspended = await moderator.postJson(`/api/moderation/reports/${report.id}/suspend`, {
      reason: "False cancellations",
      days: 7,
    });
    expect(suspended.status).toBe(200);
    const { until } = (await suspended.json()) as { until: string };
    return { evader, until };
  }

  it("keeps a suspension on the address: deleting the account and signing up again with it does not end it", async () => {
    clock.moveToMinute(10);
    const { evader, until } = await suspendedForAWeek("evader@example.ph");
    expect((await evader.postJson("/api/auth/delete-user", { password: "secret-pass" })).status).toBe(200);

    clock.moveToMinute(12);
    const again = await signedInClient(server, "evader@example.ph");
    const refused = await again.postJson("/api/reports", { ...DELAYED_REPORT, station_id: "gil" });
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toMatchObject({ code: "accountSuspended", params: { until } });
    // Another address is another rider.
    const neighbour = await signedInClient(server, "evaders-neighbour@example.ph");
    expect((await neighbour.postJson("/api/reports", { ...DELAYED_REPORT, station_id: "gil" })).status).toBe(
      201,
    );
  });

  it("keeps a suspension on the inbox: a new account under another spelling of the address is suspended too", async () => {
    clock.moveToMinute(14);
    const { evader, until } = await suspendedForAWeek("juan.evader@gmail.com");

    clock.moveToMinute(16);
    // The suspended account is still there; the new one is the same Gmail inbox, without dots and with a tag.
    const again = await signedInClient(server, "juanevader+again@gmail.com");
    const refused = await again.postJson("/api/reports", { ...DELAYED_REPORT, station_id: "gil" });
    expect(refused.status).toBe(403);
    expect(await refusalOf(refused)).toMatchObject({ code: "accountSuspended", params: { until } });
    // Deleted, and signed up again under a third spelling: still the one inbox.
    expect((await again.postJson("/api/auth/delete-user", { password: "secret-pass" })).status).toBe(200);
    expect((await evader.postJson("/api/auth/delete-user", { password: "secret-pass" })).status).toBe(200);
    const third = await signedInClient(server, "juan.evader+third@googlemail.com");
    const refusedAgain = await third.postJson("/api/reports", { ...DELAYED_REPORT, station_id: "gil" });
    expect(refusedAgain.status).toBe(403);
  });

  it("a revoked moderator is refused at once", async () => {
    expect(await setModerator(server.database.drizzle, "mod@example.ph", false, clock.now())).toBe("revoked");
    expect((await moderator.request("/api/moderation")).status).toBe(403);
    clock.advance(1000);
    expect(await setModerator(server.database.drizzle, "mod@example.ph", true, clock.now())).toBe("granted");
    const audit = (await overview()).audit.map((entry) => entry.action);
    expect(audit.slice(0, 2)).toEqual(["grant-moderator", "revoke-moderator"]);
  });
});

describe("moderation: a suspended moderator", () => {
  it("is refused every moderation route, lifting their own suspension included, until another moderator lifts it", async () => {
    const colleague = await signedInClient(server, "colleague@example.ph");
    expect(await setModerator(server.database.drizzle, "colleague@example.ph", true, clock.now())).toBe(
      "granted",
    );
    clock.moveToMinute(20);
    const own = await post(moderator, "gil", "delayed");
    const other = await post(member, "edsa", "cancelled");
    const suspended = await colleague.postJson(`/api/moderation/reports/${own.id}/suspend`, {
      reason: "Hiding honest reports",
      days: 1,
    });
    expect(suspended.status).toBe(200);
    const { until } = (await suspended.json()) as { until: string };
    const suspension = (await overview(colleague)).reports.find((listed) => listed.report.id === own.id)
      ?.reporter?.suspension;
    expect(suspension?.until).toBe(until);
    const auditBefore = (await overview(colleague)).audit.length;

    clock.moveToMinute(21);
    // The attack: lift their own suspension, then go on moderating.
    for (const route of [
      {
        method: "POST",
        path: `/api/moderation/suspensions/${suspension?.id}/lift`,
        body: { reason: "mine" },
      },
      ...routes(other.id, UNKNOWN),
    ]) {
      const refused = await call(moderator, route);
      expect(refused.status, route.path).toBe(403);
      expect(await refusalOf(refused), route.path).toMatchObject({
        code: "accountSuspended",
        params: { until },
      });
    }
    expect(await edsaIds()).toContain(other.id);
    const after = await overview(colleague);
    expect(after.audit.length).toBe(auditBefore);
    expect(after.reports.find((listed) => listed.report.id === own.id)?.reporter?.suspension?.id).toBe(
      suspension?.id,
    );

    const lifted = await colleague.postJson(`/api/moderation/suspensions/${suspension?.id}/lift`, {
      reason: "Talked it over",
    });
    expect(lifted.status).toBe(200);
    expect((await moderator.request("/api/moderation")).status).toBe(200);
  });
});
