import { CONFIRMED_PATH, REFUSAL_TEXTS_EN } from "@riles/core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_PASSWORD_CHECKS, RATE_LIMITS } from "#server/config/rate-limits.ts";
import { linkIn, signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Clients that name their own address get their own rate limits, so tests do not share them.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

describe("accounts with e-mail confirmation", () => {
  it("confirms the address through the mailed link, then signs in with a session cookie", async () => {
    const client = server.client();
    const email = "juan@example.ph";
    const signUp = await client.postJson("/api/auth/sign-up/email", {
      email,
      password: "tren-secret",
      name: "Juan",
    });
    expect(signUp.status).toBe(200);
    expect(signUp.headers.getSetCookie()).toEqual([]);

    const mail = await server.mail.nextMailTo(email);
    expect(mail.subject).toBe("Confirm your Riles account");
    expect(mail.html).toContain("Confirm my e-mail");
    const link = linkIn(mail.text, server.url);

    const early = await client.postJson("/api/auth/sign-in/email", { email, password: "tren-secret" });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });

    const confirmed = await client.request(link);
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe(CONFIRMED_PATH);

    const signIn = await client.postJson("/api/auth/sign-in/email", { email, password: "tren-secret" });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((value) => value.includes("session_token"));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const session = await client.request("/api/auth/get-session");
    expect(await session.json()).toMatchObject({ user: { email, emailVerified: true } });

    const signOut = await client.postJson("/api/auth/sign-out", {});
    expect(signOut.status).toBe(200);
    expect(await (await client.request("/api/auth/get-session")).json()).toBeNull();
  });

  it("takes an address typed with spaces around it, as the forms do, at sign-up, sign-in and reset", async () => {
    const client = server.client({ "x-forwarded-for": "198.51.100.60" });
    const email = "spaced@example.ph";
    const spaced = `  ${email} `;
    expect(
      (
        await client.postJson("/api/auth/sign-up/email", {
          email: spaced,
          password: "tren-secret",
          name: "S",
        })
      ).status,
    ).toBe(200);
    await client.request(linkIn((await server.mail.nextMailTo(email)).text, server.url));
    const signIn = await client.postJson("/api/auth/sign-in/email", {
      email: ` ${email}`,
      password: "tren-secret",
    });
    expect(signIn.status).toBe(200);
    expect(await (await client.request("/api/auth/get-session")).json()).toMatchObject({ user: { email } });
    const reset = await client.postJson("/api/auth/request-password-reset", { email: spaced });
    expect(reset.status).toBe(200);
    expect((await server.mail.nextMailTo(email)).subject).toMatch(/password/i);
  });

  it("answers a sign-up for an existing address like a new one and mails its owner a notice", async () => {
    const email = "maria@example.ph";
    const first = await server
      .client()
      .postJson("/api/auth/sign-up/email", { email, password: "tren-secret", name: "M" });
    await server.mail.nextMailTo(email);
    const again = await server
      .client()
      .postJson("/api/auth/sign-up/email", { email, password: "other-pass", name: "M" });
    const fresh = await server
      .client()
      .postJson("/api/auth/sign-up/email", { email: "new@example.ph", password: "tren-secret", name: "M" });

    type SignUpAnswer = { token: unknown; user: Record<string, unknown> };
    const shape = (body: SignUpAnswer) => ({
      token: body.token,
      fields: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(again.status).toBe(first.status);
    expect(shape((await again.json()) as SignUpAnswer)).toEqual(shape((await fresh.json()) as SignUpAnswer));
    const notice = await server.mail.nextMailTo(email);
    expect(notice.subject).toBe("You already have a Riles account");
  });

  it.each([
    ["/api/auth/sign-up/email", { email: "a@example.ph", password: "12345", name: "A" }, "passwordTooShort"],
    ["/api/auth/sign-in/email", { email: "not-an-email", password: "tren-secret" }, "emailInvalid"],
  ] as const)("refuses bad credentials with the form's messages: POST %s", async (path, body, code) => {
    await expectRefusal(await server.client().postJson(path, body), 400, code);
  });

  it("refuses a blank password, an overlong address or name, and text PostgreSQL cannot store", async () => {
    const client = server.client({ "x-forwarded-for": "203.0.113.10" });
    const cases: [Record<string, unknown>, string][] = [
      [{ email: "a@example.ph", password: "      ", name: "A" }, REFUSAL_TEXTS_EN.passwordBlank],
      [
        { email: `${"a".repeat(300)}@example.ph`, password: "tren-secret", name: "A" },
        REFUSAL_TEXTS_EN.emailTooLong,
      ],
      [
        { email: `${"a".repeat(65)}@example.ph`, password: "tren-secret", name: "A" },
        REFUSAL_TEXTS_EN.emailInvalid,
      ],
      [
        { email: "a@example.ph", password: "tren-secret", name: "A".repeat(15_000) },
        REFUSAL_TEXTS_EN.nameInvalid,
      ],
      [{ email: "a@example.ph", password: "tren-secret", name: "   " }, REFUSAL_TEXTS_EN.nameInvalid],
      [{ email: "a@example.ph", password: "tren-secret", name: "A\u0000" }, REFUSAL_TEXTS_EN.textNotStorable],
      [
        { email: "a@example.ph", password: "tren-secret", name: "A", image: "\uD800" },
        REFUSAL_TEXTS_EN.textNotStorable,
      ],
      // Nested past what any form sends: said as such, not as text that cannot be stored.
      [
        {
          email: "a@example.ph",
          password: "tren-secret",
          name: "A",
          extra: JSON.parse(`${"[".repeat(9)}"x"${"]".repeat(9)}`),
        },
        REFUSAL_TEXTS_EN.bodyTooDeep,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await client.postJson("/api/auth/sign-up/email", body);
      expect(response.status, message).toBe(400);
      expect(await response.json(), message).toMatchObject({ error: message });
    }
    await expect(server.mail.nextMailTo("a@example.ph", 300)).rejects.toThrow(/No mail/);
  });

  it("refuses the most common passwords at sign-up and password change, storing nothing", async () => {
    const email = "common@example.ph";
    const client = server.client({ "x-forwarded-for": "203.0.113.11" });
    for (const password of ["password", "Password1", "mahalkita"]) {
      const signUp = await client.postJson("/api/auth/sign-up/email", { email, password, name: "C" });
      await expectRefusal(signUp, 400, "passwordTooCommon");
    }
    await expect(server.mail.nextMailTo(email, 300)).rejects.toThrow(/No mail/);

    const member = await signedInClient(server, "changing-to-common@example.ph", {
      password: "kept-pass",
      headers: { "x-forwarded-for": "203.0.113.12" },
    });
    const change = await member.postJson("/api/auth/change-password", {
      currentPassword: "kept-pass",
      newPassword: "iloveyou",
    });
    await expectRefusal(change, 400, "passwordTooCommon");
    const signIn = await server
      .client({ "x-forwarded-for": "203.0.113.12" })
      .postJson("/api/auth/sign-in/email", { email: "changing-to-common@example.ph", password: "kept-pass" });
    expect(signIn.status).toBe(200);
  });

  it("rate-limits password changes per address like sign-in", async () => {
    // Two accounts behind one address use up its wrong passwords; a third account there is held.
    const address = { "x-forwarded-for": "203.0.113.20" };
    const perAccount = ACCOUNT_PASSWORD_CHECKS.max;
    const accounts = RATE_LIMITS.passwordCheck.max / perAccount;
    for (let account = 0; account < accounts; account++) {
      const member = await signedInClient(server, `changer-${account}@example.ph`, { headers: address });
      for (let i = 0; i < perAccount; i++) {
        const response = await member.postJson("/api/auth/change-password", {
          currentPassword: `wrong-${i}`,
          newPassword: "another-pass",
        });
        expect(response.status, `account ${account + 1}, attempt ${i + 1}`).toBe(400);
      }
    }
    const another = await signedInClient(server, "changer-last@example.ph", { headers: address });
    const limited = await another.postJson("/api/auth/change-password", {
      currentPassword: "wrong-again",
      newPassword: "another-pass",
    });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: "Too many password attempts. Please wait a few minutes.",
      code: "tooManyPasswordChecks",
    });
  });

  it("holds a session's wrong passwords per account, whatever address they come from", async () => {
    const member = await signedInClient(server, "cookie-stolen@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.30" },
    });
    const verify = (password: string, attempt: number) =>
      member.request("/api/auth/verify-password", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          "x-forwarded-for": `198.51.100.${attempt}`,
        },
        body: JSON.stringify({ password }),
      });
    for (let i = 1; i <= ACCOUNT_PASSWORD_CHECKS.max; i++) {
      expect((await verify(`guess-${i}`, i)).status, `guess ${i}`).toBe(400);
    }
    const held = await verify("secret-pass", 99);
    expect(held.status).toBe(429);
    expect(await held.json()).toMatchObject({ code: "tooManyPasswordChecks" });
    // Another account is not held by it.
    const other = await signedInClient(server, "cookie-kept@example.ph", {
      headers: { "x-forwarded-for": "203.0.113.31" },
    });
    expect((await other.postJson("/api/auth/verify-password", { password: "secret-pass" })).status).toBe(200);
  });
});
