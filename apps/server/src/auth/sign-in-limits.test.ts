import { describe, expect, it } from "vitest";
import { ACCOUNT_SIGN_IN_THROTTLE, ACCOUNT_SIGN_INS, RATE_LIMITS } from "#server/config/rate-limits.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { testClock } from "#server/testing/test-clock.ts";

const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
// Behind the loopback proxy: each client names its address in X-Forwarded-For.
const server = serverForThisFile({ clock: clock.now, env: { TRUST_PROXY: "true" } });

const from = (address: string) => server.client({ "x-forwarded-for": address });
const signIn = (address: string, email: string, password: string) =>
  from(address).postJson("/api/auth/sign-in/email", { email, password });

describe("sign-in limits", () => {
  it("counts every address of one IPv6 /64 as one client", async () => {
    const { max } = RATE_LIMITS.signIn;
    // A new address and a new account name for each guess: only the /64 is left to count them by.
    for (let i = 1; i <= max; i++) {
      const answer = await signIn(`2001:db8:40:1::${i.toString(16)}`, `guess-${i}@example.ph`, "wrong-pass");
      expect(answer.status, `attempt ${i}`).toBe(401);
    }
    const held = await signIn("2001:db8:40:1:dead:beef:0:1", "guess-last@example.ph", "wrong-pass");
    await expectRefusal(held, 429, "tooManySignIns");
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    // The next /64 is another client.
    expect((await signIn("2001:db8:40:2::1", "guess-last@example.ph", "wrong-pass")).status).toBe(401);
  });

  it("holds guesses at one account from any address, while another account behind the same address signs in", async () => {
    const victim = "victim@example.ph";
    const neighbour = "neighbour@example.ph";
    await signedInClient(server, victim, {
      password: "victim-pass",
      headers: { "x-forwarded-for": "203.0.113.50" },
    });
    await signedInClient(server, neighbour, {
      password: "neighbour-pass",
      headers: { "x-forwarded-for": "203.0.113.51" },
    });
    const { freeFailures, firstDelayMs } = ACCOUNT_SIGN_IN_THROTTLE;
    // Credential stuffing: each guess from its own address, none of which is near its own limit.
    for (let i = 1; i <= freeFailures; i++) {
      expect((await signIn(`198.51.100.${i}`, victim, `guess-${i}`)).status, `guess ${i}`).toBe(401);
    }
    const held = await signIn("198.51.100.99", victim, "guess-next");
    await expectRefusal(held, 429, "tooManySignInsToAccount");
    expect(held.headers.get("retry-after")).toBe(String(firstDelayMs / 1000));
    // Even the right password waits: a guess that happens to be right tells nothing during the delay.
    await expectRefusal(await signIn("203.0.113.50", victim, "victim-pass"), 429, "tooManySignInsToAccount");
    // A commuter behind the guesser's address signs in to their own account.
    expect((await signIn("198.51.100.99", neighbour, "neighbour-pass")).status).toBe(200);

    // Once the delay is over one guess is let through; a wrong one doubles the next delay.
    clock.advance(firstDelayMs);
    expect((await signIn("198.51.100.98", victim, "guess-later")).status).toBe(401);
    clock.advance(firstDelayMs);
    await expectRefusal(await signIn("198.51.100.97", victim, "guess-later"), 429, "tooManySignInsToAccount");
    clock.advance(firstDelayMs);
    // The owner's right password then signs in and clears the run.
    expect((await signIn("203.0.113.50", victim, "victim-pass")).status).toBe(200);
    expect((await signIn("198.51.100.96", victim, "one-typo")).status).toBe(401);
  });

  // better-auth refuses these before it looks at the password: they say nothing of the guesses before.
  const refusedBeforeThePassword = [
    {
      what: "a bad address to return to",
      send: (address: string, email: string) =>
        from(address).postJson("/api/auth/sign-in/email", {
          email,
          password: "any-pass",
          callbackURL: "https://elsewhere.example/",
        }),
    },
    {
      what: "a cookie with no Origin",
      send: (address: string, email: string) =>
        from(address).request("/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", cookie: "riles=1" },
          body: JSON.stringify({ email, password: "any-pass" }),
        }),
    },
  ];
  for (const [index, { what, send }] of refusedBeforeThePassword.entries()) {
    it(`keeps holding guesses at one account after a sign-in refused for ${what}`, async () => {
      const victim = `held-victim-${index}@example.ph`;
      await signedInClient(server, victim, {
        password: "victim-pass",
        headers: { "x-forwarded-for": "203.0.113.70" },
      });
      const { freeFailures } = ACCOUNT_SIGN_IN_THROTTLE;
      for (let i = 1; i < freeFailures; i++) {
        expect((await signIn(`198.51.101.${i}`, victim, `guess-${i}`)).status, `guess ${i}`).toBe(401);
      }
      const refused = await send("198.51.101.50", victim);
      expect(refused.status).toBe(403);
      await expectRefusal(
        await signIn("198.51.101.51", victim, "guess-next"),
        429,
        "tooManySignInsToAccount",
      );
    });
  }

  it("allows one account a number of successful sign-ins an hour, from any address; wrong passwords spend none of it", async () => {
    const email = "signs-in-a-lot@example.ph";
    await signedInClient(server, email, { headers: { "x-forwarded-for": "203.0.113.90" } });
    expect((await signIn("203.0.113.91", email, "wrong-pass")).status).toBe(401);
    const { max } = ACCOUNT_SIGN_INS;
    // The sign-in that made the client counted already.
    for (let i = 2; i <= max; i++) {
      expect((await signIn(`198.51.102.${i}`, email, "secret-pass")).status, `sign-in ${i}`).toBe(200);
    }
    await expectRefusal(await signIn("198.51.102.200", email, "secret-pass"), 429, "tooManySignIns");
    // Another account behind the same address signs in.
    await signedInClient(server, "another-rider@example.ph", {
      headers: { "x-forwarded-for": "198.51.102.200" },
    });
  });

  it("spends an address's allowance only on failures: riders sharing a carrier NAT address sign in", async () => {
    const { max } = RATE_LIMITS.signIn;
    const shared = "203.0.113.60";
    const rider = "nat-rider@example.ph";
    await signedInClient(server, rider, {
      password: "rider-pass",
      headers: { "x-forwarded-for": "203.0.113.61" },
    });
    // One abuser behind the NAT fails all but one of the address's allowance...
    for (let i = 1; i < max; i++) {
      expect((await signIn(shared, `nat-guess-${i}@example.ph`, "wrong-pass")).status, `guess ${i}`).toBe(
        401,
      );
    }
    // ...and riders behind the same address keep signing in, without spending what is left.
    for (let i = 0; i < 3; i++) expect((await signIn(shared, rider, "rider-pass")).status).toBe(200);
    expect((await signIn(shared, "nat-guess-last@example.ph", "wrong-pass")).status).toBe(401);
    await expectRefusal(
      await signIn(shared, "nat-guess-more@example.ph", "wrong-pass"),
      429,
      "tooManySignIns",
    );
  });
});
