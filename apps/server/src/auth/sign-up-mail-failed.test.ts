import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { account, user } from "#server/db/schema.ts";
import { linkIn, signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Behind the loopback proxy: each test's client names its own address, so sign-up limits are not shared.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

afterEach(() => server.mail.refuse({}));

const from = (address: string) => server.client({ "x-forwarded-for": address });

const signUp = (address: string, email: string, password = "tren-secret") =>
  from(address).postJson("/api/auth/sign-up/email", { email, password, name: email, language: "fil" });

const signIn = (address: string, email: string, password = "tren-secret") =>
  from(address).postJson("/api/auth/sign-in/email", { email, password });

/** The accounts stored under `email`, and the passwords kept for them. */
async function stored(email: string) {
  const db = server.database.drizzle;
  const users = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const passwords = await db
    .select({ id: account.id })
    .from(account)
    .innerJoin(user, eq(account.userId, user.id))
    .where(eq(user.email, email));
  return { users: users.length, passwords: passwords.length };
}

describe("a sign-up whose mail cannot be sent", () => {
  it("is answered 503 in words that say so, keeps no account, and goes through once the mail server takes it", async () => {
    const email = "refused@example.ph";
    server.mail.refuse({ recipients: [email] });
    await expectRefusal(await signUp("198.51.100.10", email), 503, "confirmationMailNotSent");
    expect(await stored(email)).toEqual({ users: 0, passwords: 0 });
    // What the mail server said is in the server's own log, one line.
    expect(server.log).toContainEqual(expect.stringMatching(/^better-auth error: .*550 Mailbox unavailable/));
    // No account to confirm: signing in says the address or password is wrong, not "confirm it first".
    expect((await signIn("198.51.100.10", email)).status).toBe(401);

    server.mail.refuse({});
    const again = await signUp("198.51.100.10", email);
    expect(again.status).toBe(200);
    const client = from("198.51.100.10");
    await client.request(linkIn((await server.mail.nextMailTo(email)).text, server.url));
    expect((await signIn("198.51.100.10", email)).status).toBe(200);
    expect(await stored(email)).toEqual({ users: 1, passwords: 1 });
  });

  it("is answered the same while the mail server is down, for a new address and for one with an account, which keeps it", async () => {
    const owner = "owner@example.ph";
    await signedInClient(server, owner, {
      password: "tren-secret",
      headers: { "x-forwarded-for": "198.51.100.20" },
    });
    server.mail.refuse({ connections: true });

    const stranger = "stranger@example.ph";
    await expectRefusal(await signUp("198.51.100.21", stranger), 503, "confirmationMailNotSent");
    expect(await stored(stranger)).toEqual({ users: 0, passwords: 0 });
    // The owner's notice could not go either: the same answer, so it does not tell who has an account.
    await expectRefusal(await signUp("198.51.100.22", owner, "other-pass"), 503, "confirmationMailNotSent");
    expect(await stored(owner)).toEqual({ users: 1, passwords: 1 });
    expect((await signIn("198.51.100.22", owner)).status).toBe(200);
  });
});

describe("a confirmation sent again while the mail server is down", () => {
  it("is answered as for an address with no account, its failure logged, and goes once the server is back", async () => {
    const email = "resend-refused@example.ph";
    expect((await signUp("198.51.100.30", email)).status).toBe(200);
    await server.mail.nextMailTo(email);
    server.mail.refuse({ connections: true });

    const resend = (address: string, to: string) =>
      from(address).postJson("/api/auth/send-verification-email", { email: to });
    const resent = await resend("198.51.100.31", email);
    const unknown = await resend("198.51.100.32", "nobody-here@example.ph");
    expect(resent.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await resent.json()).toEqual(await unknown.json());
    await expect
      .poll(() => server.log.some((line) => line.includes(`Account mail to ${email} failed`)), {
        timeout: 30_000,
      })
      .toBe(true);

    server.mail.refuse({});
    expect((await resend("198.51.100.33", email)).status).toBe(200);
    expect((await server.mail.nextMailTo(email)).subject).toBe("Kumpirmahin ang iyong Riles account");
  });
});
