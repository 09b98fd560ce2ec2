import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session, user } from "#server/db/schema.ts";
import { linkIn, signedInClient } from "#server/testing/accounts.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { UNCONFIRMED_ACCOUNT_DAYS } from "./account-housekeeping";

const START = new Date("2026-11-24T02:00:00Z");
const DAY_MS = 24 * 60 * 60_000;
// Behind the loopback proxy: each rider names an address of their own, so sign-up limits are not shared.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

/** better-auth stamps its rows with the system clock: only Date is moved, every timer runs as it would. */
function clockAt(at: Date | number) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => server.client({ "x-forwarded-for": address });
const signUp = (address: string, email: string, password: string) =>
  from(address).postJson("/api/auth/sign-up/email", { email, password, name: email });
const accountsOf = async (email: string) =>
  (await server.database.drizzle.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

describe("accounts no one can use any more", () => {
  it("frees an address someone signed up and never confirmed after a week: its owner's sign-up then gets a confirmation link", async () => {
    clockAt(START);
    const typedByAnother = "owner@example.ph";
    expect((await signUp("198.51.100.31", typedByAnother, "not-the-owners")).status).toBe(200);
    expect((await server.mail.nextMailTo(typedByAnother)).subject).toBe("Confirm your Riles account");
    await signedInClient(server, "confirmed@example.ph", { headers: { "x-forwarded-for": "198.51.100.32" } });

    // Six days on, the address still has its unconfirmed account: the owner is told they have one.
    clockAt(START.getTime() + (UNCONFIRMED_ACCOUNT_DAYS - 1) * DAY_MS);
    await server.housekeeping.sweep();
    expect((await signUp("198.51.100.33", typedByAnother, "the-owners-own")).status).toBe(200);
    expect((await server.mail.nextMailTo(typedByAnother)).subject).toBe("You already have a Riles account");

    clockAt(START.getTime() + UNCONFIRMED_ACCOUNT_DAYS * DAY_MS + 60_000);
    expect(await server.housekeeping.sweep()).toMatchObject({ unconfirmedAccounts: 1 });
    expect(await accountsOf(typedByAnother)).toBe(0);
    expect(await accountsOf("confirmed@example.ph")).toBe(1);

    const owner = from("198.51.100.34");
    expect((await signUp("198.51.100.34", typedByAnother, "the-owners-own")).status).toBe(200);
    const mail = await server.mail.nextMailTo(typedByAnother);
    expect(mail.subject).toBe("Confirm your Riles account");
    await owner.request(linkIn(mail.text, server.url));
    const signIn = await owner.postJson("/api/auth/sign-in/email", {
      email: typedByAnother,
      password: "the-owners-own",
    });
    expect(signIn.status).toBe(200);
  });

  it("deletes sessions past their 30 days and keeps those still good", async () => {
    clockAt(START);
    const rider = "sessions@example.ph";
    await signedInClient(server, rider, { headers: { "x-forwarded-for": "198.51.100.41" } });
    clockAt(START.getTime() + 20 * DAY_MS);
    await signedInClient(server, "later@example.ph", { headers: { "x-forwarded-for": "198.51.100.42" } });

    clockAt(START.getTime() + 31 * DAY_MS);
    const swept = await server.housekeeping.sweep();
    expect(swept.expiredSessions).toBeGreaterThanOrEqual(1);
    const sessionsOf = async (email: string) =>
      (
        await server.database.drizzle
          .select({ id: session.id })
          .from(session)
          .innerJoin(user, eq(session.userId, user.id))
          .where(eq(user.email, email))
      ).length;
    expect(await sessionsOf(rider)).toBe(0);
    expect(await sessionsOf("later@example.ph")).toBe(1);
    expect(await accountsOf(rider)).toBe(1);
  });
});
