import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_SESSIONS_PER_ACCOUNT, RATE_LIMITS } from "#server/config/rate-limits.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { SESSION_DAYS } from "./create-auth";

const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

const DAY_MS = 24 * 60 * 60 * 1000;
const sessionOf = async (client: Awaited<ReturnType<typeof signedInClient>>) =>
  (await client.request("/api/auth/get-session")).json();

afterEach(() => {
  vi.useRealTimers();
});

describe("sessions", () => {
  it(`end ${SESSION_DAYS} days after sign-in, however often they are used`, async () => {
    const signedInAt = Date.now();
    const rider = await signedInClient(server, "daily-rider@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.80" },
    });
    // better-auth reads the system clock: only Date is moved, every timer runs as it would.
    vi.useFakeTimers({ toFake: ["Date"] });
    for (const day of [1, 10, 20, SESSION_DAYS - 1]) {
      vi.setSystemTime(signedInAt + day * DAY_MS);
      expect(await sessionOf(rider), `day ${day}`).toMatchObject({
        user: { email: "daily-rider@example.ph" },
      });
    }
    vi.setSystemTime(signedInAt + SESSION_DAYS * DAY_MS + 60_000);
    expect(await sessionOf(rider)).toBeNull();
  });

  it(`an account keeps its ${MAX_SESSIONS_PER_ACCOUNT} newest: signing in again ends the oldest`, async () => {
    const email = "many-devices@example.ph";
    const first = await signedInClient(server, email, { headers: { "x-forwarded-for": "203.0.113.83" } });
    const devices = [];
    for (let i = 1; i <= MAX_SESSIONS_PER_ACCOUNT; i++) {
      const device = server.client({ "x-forwarded-for": "203.0.113.84" });
      const signIn = await device.postJson("/api/auth/sign-in/email", { email, password: "secret-pass" });
      expect(signIn.status, `sign-in ${i}`).toBe(200);
      devices.push(device);
    }
    expect(await sessionOf(first)).toBeNull();
    for (const device of [devices[0], devices.at(-1)])
      expect(device && (await sessionOf(device))).toMatchObject({ user: { email } });
  });

  it("other than the one that changed it, end when the password changes", async () => {
    const email = "two-devices@example.ph";
    const laptop = await signedInClient(server, email, {
      password: "first-pass",
      headers: { "x-forwarded-for": "203.0.113.81" },
    });
    const phone = server.client({ "x-forwarded-for": "203.0.113.82" });
    expect((await phone.postJson("/api/auth/sign-in/email", { email, password: "first-pass" })).status).toBe(
      200,
    );
    expect(await sessionOf(phone)).toMatchObject({ user: { email } });

    // Whatever the client asks, the other sessions end.
    const changed = await laptop.postJson("/api/auth/change-password", {
      currentPassword: "first-pass",
      newPassword: "second-pass",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toMatchObject({ user: { email } });
  });

  it("take at most so many changes without a password from one address, and a refused one changes nothing", async () => {
    const { max } = RATE_LIMITS.accountChange;
    const rider = await signedInClient(server, "renamer@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.90" },
    });
    for (let i = 1; i <= max; i++) {
      const renamed = await rider.postJson("/api/auth/update-user", { name: `Juan ${i}` });
      expect(renamed.status, `change ${i}`).toBe(200);
    }
    await expectRefusal(
      await rider.postJson("/api/auth/update-user", { name: "Flooded" }),
      429,
      "tooManyAccountChanges",
    );
    expect(await sessionOf(rider)).toMatchObject({ user: { name: `Juan ${max}` } });

    // Riders elsewhere are not held up by it.
    const elsewhere = await signedInClient(server, "renamer-2@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.91" },
    });
    expect((await elsewhere.postJson("/api/auth/update-user", { name: "Maria" })).status).toBe(200);
  });
});
