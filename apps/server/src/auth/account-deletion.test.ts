import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session, trainReports, user } from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

const REPORT = reportInput();

describe("deleting an account", () => {
  it("needs the password, then removes the user and every session and keeps the reports unlinked", async () => {
    const email = "leaving@example.ph";
    const headers = { "x-forwarded-for": "203.0.113.40" };
    const member = await signedInClient(server, email, { password: "secret-pass", headers });
    const otherDevice = server.client(headers);
    expect(
      (await otherDevice.postJson("/api/auth/sign-in/email", { email, password: "secret-pass" })).ok,
    ).toBe(true);
    const posted = await member.postJson("/api/reports", REPORT);
    expect(posted.status).toBe(201);
    const { id: reportId } = (await posted.json()) as { id: string };
    const db = server.database.drizzle;
    const [account] = await db.select().from(user).where(eq(user.email, email));
    expect(account).toBeDefined();

    const noPassword = await member.postJson("/api/auth/delete-user", {});
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toEqual({ error: "Password is required", code: "passwordRequired" });
    const wrong = await member.postJson("/api/auth/delete-user", { password: "not-my-pass" });
    expect(wrong.status).toBe(400);

    const deleted = await member.postJson("/api/auth/delete-user", { password: "secret-pass" });
    expect(deleted.status).toBe(200);

    expect(await db.select().from(user).where(eq(user.email, email))).toEqual([]);
    expect(
      await db
        .select()
        .from(session)
        .where(eq(session.userId, account?.id ?? "")),
    ).toEqual([]);
    expect(await (await member.request("/api/auth/get-session")).json()).toBeNull();
    expect(await (await otherDevice.request("/api/auth/get-session")).json()).toBeNull();
    const [kept] = await db.select().from(trainReports).where(eq(trainReports.id, reportId));
    expect(kept).toMatchObject({ stationId: "cube", userId: null });
    const reports = await (await server.client().request("/api/reports?line=mrt3&station=cube")).json();
    expect(reports).toEqual([expect.objectContaining({ id: reportId })]);
  });

  it("leaves anti-spam counting per account: a new account with the same address starts afresh", async () => {
    const email = "returning@example.ph";
    const headers = { "x-forwarded-for": "203.0.113.41" };
    const first = await signedInClient(server, email, { headers });
    expect((await first.postJson("/api/reports", { ...REPORT, station_id: "shaw" })).status).toBe(201);
    expect((await first.postJson("/api/reports", { ...REPORT, station_id: "shaw" })).status).toBe(429);
    expect((await first.postJson("/api/auth/delete-user", { password: "secret-pass" })).status).toBe(200);

    const second = await signedInClient(server, email, { headers });
    expect((await second.postJson("/api/reports", { ...REPORT, station_id: "shaw" })).status).toBe(201);
    expect((await second.postJson("/api/reports", { ...REPORT, station_id: "shaw" })).status).toBe(429);
    const unlinked = await server.database.drizzle
      .select()
      .from(trainReports)
      .where(isNull(trainReports.userId));
    expect(unlinked.some((report) => report.stationId === "shaw")).toBe(true);
  });

  it("refuses without a session", async () => {
    const response = await server
      .client({ "x-forwarded-for": "203.0.113.42" })
      .postJson("/api/auth/delete-user", { password: "secret-pass" });
    expect(response.status).toBe(401);
  });
});
