import { describe, expect, it } from "vitest";
import { ACCOUNT_SIGN_IN_THROTTLE, RECIPIENT_MAIL_LIMIT } from "#server/config/rate-limits.ts";
import { resetWithMailedLink, signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Behind the loopback proxy: each client names its address in X-Forwarded-For.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

const from = (address: string) => server.client({ "x-forwarded-for": address });

describe("mail to one recipient", () => {
  it("is capped however many addresses ask for reset links", async () => {
    const victim = "inbox-owner@example.ph";
    await signedInClient(server, victim, { headers: { "x-forwarded-for": "203.0.113.70" } });
    // Its confirmation mail was the first of the hour.
    const { max } = RECIPIENT_MAIL_LIMIT;
    for (let i = 2; i <= max; i++) {
      const asked = await from(`198.51.100.${i}`).postJson("/api/auth/request-password-reset", {
        email: victim,
      });
      expect(asked.status, `request ${i}`).toBe(200);
      await server.mail.nextMailTo(victim);
    }
    // Under another spelling, so that only the inbox's count holds it: answered as usual, and not sent.
    const held = await from("2001:db8:70::1").postJson("/api/auth/request-password-reset", {
      email: victim.toUpperCase().replace("@", "+AGAIN@"),
    });
    expect(held.status).toBe(200);
    await expect(server.mail.nextMailTo(victim, 300)).rejects.toThrow(/No mail/);
  });

  it("does not tell by a full inbox whether the resets asked for before it mailed an account", async () => {
    // Resets mail only an address with an account: were a full inbox refused, the next spelling's answer
    // would say whether the address has one.
    const { max } = RECIPIENT_MAIL_LIMIT;
    const answersAfterResets = async (email: string, client: string) => {
      for (let i = 1; i <= max; i++)
        await from(client).postJson("/api/auth/request-password-reset", { email });
      const [local, domain] = email.split("@");
      const probe = await from(client).postJson("/api/auth/request-password-reset", {
        email: `${local}+probe@${domain}`,
      });
      return { status: probe.status, body: await probe.json() };
    };
    await signedInClient(server, "has-account@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.72" },
    });
    const withAccount = await answersAfterResets("has-account@example.ph", "198.51.100.150");
    const withoutAccount = await answersAfterResets("no-account@example.ph", "198.51.100.151");
    expect(withAccount).toEqual(withoutAccount);
    expect(withAccount.status).toBe(200);
  });

  it("counts confirmation mails and sign-up notices with them, for an address with an account or not", async () => {
    const { max } = RECIPIENT_MAIL_LIMIT;
    const stranger = "not-signed-up@example.ph";
    for (let i = 1; i <= max; i++) {
      const asked = await from(`198.51.100.${100 + i}`).postJson("/api/auth/send-verification-email", {
        email: stranger,
      });
      expect(asked.status, `request ${i}`).toBe(200);
    }
    await expectRefusal(
      await from("198.51.100.200").postJson("/api/auth/send-verification-email", { email: stranger }),
      429,
      "tooManyMailsToAddress",
    );
    await expectRefusal(
      await from("198.51.100.201").postJson("/api/auth/sign-up/email", {
        email: stranger,
        password: "fresh-pass",
        name: "S",
      }),
      429,
      "tooManyMailsToAddress",
    );
    await expect(server.mail.nextMailTo(stranger, 300)).rejects.toThrow(/No mail/);
  });

  it("counts the mails sent to the spellings of one inbox together: +tags, case, dots and googlemail", async () => {
    const { max } = RECIPIENT_MAIL_LIMIT;
    // Each sign-up is a new account whose confirmation goes to the one inbox.
    const spellings = Array.from({ length: max }, (_, i) => `juan.cruz+${i}@gmail.com`);
    for (const [i, email] of spellings.entries()) {
      const signUp = await from(`198.51.100.${50 + i}`).postJson("/api/auth/sign-up/email", {
        email,
        password: "fresh-pass",
        name: "J",
      });
      expect(signUp.status, email).toBe(200);
      await server.mail.nextMailTo(email);
    }
    // The fifth confirmation asked for under another spelling is answered as usual and not sent.
    const fifth = await from("198.51.100.60").postJson("/api/auth/sign-up/email", {
      email: "JuanCruz+more@googlemail.com",
      password: "fresh-pass",
      name: "J",
    });
    expect(fifth.status).toBe(200);
    await expect(server.mail.nextMailTo("juancruz+more@googlemail.com", 300)).rejects.toThrow(/No mail/);
    // Another inbox at the same host is counted on its own.
    const other = await from("198.51.100.61").postJson("/api/auth/send-verification-email", {
      email: "juan.santos@gmail.com",
    });
    expect(other.status).toBe(200);
  });

  it("is not filled by asking for spellings of an inbox that have no account: its owner still gets a reset link", async () => {
    const owner = "maria.reyes@example.ph";
    await signedInClient(server, owner, { headers: { "x-forwarded-for": "203.0.113.71" } });
    const { max } = RECIPIENT_MAIL_LIMIT;
    for (let i = 1; i <= max + 1; i++) {
      const asked = await from("198.51.100.90").postJson("/api/auth/request-password-reset", {
        email: `maria.reyes+x${i}@example.ph`,
      });
      expect(asked.status, `spelling ${i}`).toBe(200);
    }
    const own = await from("203.0.113.71").postJson("/api/auth/request-password-reset", { email: owner });
    expect(own.status).toBe(200);
    expect((await server.mail.nextMailTo(owner)).text).toContain("reset-password");
  });

  it("never keeps a reset link from its owner, whatever a stranger asked for in their name", async () => {
    const email = "locked-out@example.ph";
    await signedInClient(server, email, {
      password: "first-pass",
      headers: { "x-forwarded-for": "203.0.113.73" },
    });
    const stranger = from("198.51.100.170");
    // Wrong passwords until the owner's own is refused, then every other mail that names the address.
    for (let i = 0; i <= ACCOUNT_SIGN_IN_THROTTLE.freeFailures; i++)
      await stranger.postJson("/api/auth/sign-in/email", { email, password: `guess-${i}` });
    for (let i = 0; i < RECIPIENT_MAIL_LIMIT.max; i++) {
      await stranger.postJson("/api/auth/send-verification-email", { email });
      await stranger.postJson("/api/auth/sign-up/email", { email, password: "strangers", name: "X" });
    }
    await expectRefusal(
      await stranger.postJson("/api/auth/send-verification-email", { email }),
      429,
      "tooManyMailsToAddress",
    );

    const owner = from("203.0.113.74");
    await expectRefusal(
      await owner.postJson("/api/auth/sign-in/email", { email, password: "first-pass" }),
      429,
      "tooManySignInsToAccount",
    );
    expect((await owner.postJson("/api/auth/request-password-reset", { email })).status).toBe(200);
    let reset: Awaited<ReturnType<typeof server.mail.nextMailTo>>;
    do reset = await server.mail.nextMailTo(email);
    while (!reset.text?.includes("reset-password"));
    expect((await resetWithMailedLink(server, owner, reset.text, "second-pass")).status).toBe(200);
    expect((await owner.postJson("/api/auth/sign-in/email", { email, password: "second-pass" })).status).toBe(
      200,
    );
  });
});
