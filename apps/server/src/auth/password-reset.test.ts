import { RESET_PASSWORD_PATH } from "@riles/core";
import { describe, expect, it } from "vitest";
import { ACCOUNT_SIGN_IN_THROTTLE, RATE_LIMITS } from "#server/config/rate-limits.ts";
import { linkIn, resetWithMailedLink, signedInClient } from "#server/testing/accounts.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Clients that name their own address get their own rate limits, so tests do not share them.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

const ANY_ACCOUNT_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
};

describe("password reset", () => {
  it("mails a link that lands on the reset screen; the new password works and the old one no longer", async () => {
    const email = "forgetful@example.ph";
    const member = await signedInClient(server, email, {
      password: "old-secret",
      headers: { "x-forwarded-for": "203.0.113.30" },
    });
    const visitor = server.client({ "x-forwarded-for": "203.0.113.31" });
    const asked = await visitor.postJson("/api/auth/request-password-reset", { email });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual(ANY_ACCOUNT_ANSWER);

    const mail = await server.mail.nextMailTo(email);
    expect(mail.subject).toBe("Reset your Riles password");
    const landing = await visitor.request(linkIn(mail.text, server.url));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location") ?? "", server.url);
    expect(`${target.pathname}?mode=${target.searchParams.get("mode")}`).toBe(RESET_PASSWORD_PATH);
    const token = target.searchParams.get("token");
    expect(token).toBeTruthy();

    const tooShort = await visitor.postJson("/api/auth/reset-password", { token, newPassword: "12345" });
    expect(tooShort.status).toBe(400);
    expect(await tooShort.json()).toEqual({
      error: "Password must be at least 6 characters",
      code: "passwordTooShort",
    });
    await expectRefusal(
      await visitor.postJson("/api/auth/reset-password", { token, newPassword: "qwerty123" }),
      400,
      "passwordTooCommon",
    );
    const reset = await visitor.postJson("/api/auth/reset-password", { token, newPassword: "new-secret" });
    expect(reset.status).toBe(200);
    const again = await visitor.postJson("/api/auth/reset-password", { token, newPassword: "other-secret" });
    expect(again.status).toBe(400);

    // Sessions opened with the old password end.
    expect(await (await member.request("/api/auth/get-session")).json()).toBeNull();
    const old = await visitor.postJson("/api/auth/sign-in/email", { email, password: "old-secret" });
    expect(old.status).toBe(401);
    const fresh = await visitor.postJson("/api/auth/sign-in/email", { email, password: "new-secret" });
    expect(fresh.status).toBe(200);
  });

  it("lets its owner in with the new password however many wrong ones a stranger sent before", async () => {
    const email = "held-out@example.ph";
    await signedInClient(server, email, {
      password: "first-pass",
      headers: { "x-forwarded-for": "203.0.113.33" },
    });
    const { freeFailures } = ACCOUNT_SIGN_IN_THROTTLE;
    for (let i = 1; i <= freeFailures; i++) {
      const guess = server.client({ "x-forwarded-for": `198.51.100.${40 + i}` });
      expect(
        (await guess.postJson("/api/auth/sign-in/email", { email, password: `guess-${i}` })).status,
      ).toBe(401);
    }
    const owner = server.client({ "x-forwarded-for": "203.0.113.34" });
    await expectRefusal(
      await owner.postJson("/api/auth/sign-in/email", { email, password: "first-pass" }),
      429,
      "tooManySignInsToAccount",
    );
    expect((await owner.postJson("/api/auth/request-password-reset", { email })).status).toBe(200);
    expect(
      (await resetWithMailedLink(server, owner, (await server.mail.nextMailTo(email)).text, "second-pass"))
        .status,
    ).toBe(200);
    expect((await owner.postJson("/api/auth/sign-in/email", { email, password: "second-pass" })).status).toBe(
      200,
    );
  });

  it("answers an unknown address exactly like a known one and mails nobody", async () => {
    const client = server.client({ "x-forwarded-for": "203.0.113.32" });
    const unknown = await client.postJson("/api/auth/request-password-reset", { email: "nobody@example.ph" });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(ANY_ACCOUNT_ANSWER);
    await expect(server.mail.nextMailTo("nobody@example.ph", 300)).rejects.toThrow(/No mail/);
  });

  it("refuses a malformed address with the form's message", async () => {
    const client = server.client({ "x-forwarded-for": "203.0.113.33" });
    const response = await client.postJson("/api/auth/request-password-reset", { email: "nobody" });
    await expectRefusal(response, 400, "emailInvalid");
  });

  it("a bad token lands on the reset screen with an error instead of a token", async () => {
    const client = server.client({ "x-forwarded-for": "203.0.113.34" });
    const landing = await client.request(
      `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(RESET_PASSWORD_PATH)}`,
    );
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location") ?? "", server.url);
    expect(target.searchParams.get("error")).toBe("INVALID_TOKEN");
    expect(target.searchParams.has("token")).toBe(false);
  });

  it("rate-limits reset mails per client, known address or not", async () => {
    const client = server.client({ "x-forwarded-for": "203.0.113.35" });
    for (let i = 0; i < RATE_LIMITS.passwordResetMail.max; i++) {
      const response = await client.postJson("/api/auth/request-password-reset", {
        email: `someone-${i}@example.ph`,
      });
      expect(response.status).toBe(200);
    }
    const limited = await client.postJson("/api/auth/request-password-reset", { email: "x@example.ph" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: "Too many password reset mails requested. Please wait a few minutes.",
      code: "tooManyResetMails",
    });
  });
});

describe("confirmation mail sent again", () => {
  it("mails a new link to an unconfirmed address and answers others the same, rate-limited", async () => {
    const email = "slow-to-confirm@example.ph";
    const client = server.client({ "x-forwarded-for": "203.0.113.36" });
    await client.postJson("/api/auth/sign-up/email", { email, password: "tren-secret", name: email });
    await server.mail.nextMailTo(email);

    const resent = await client.postJson("/api/auth/send-verification-email", { email });
    expect(resent.status).toBe(200);
    const unknown = await client.postJson("/api/auth/send-verification-email", { email: "ghost@example.ph" });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await resent.json());
    const mail = await server.mail.nextMailTo(email);
    expect(mail.subject).toBe("Confirm your Riles account");
    await client.request(linkIn(mail.text, server.url));
    const signIn = await client.postJson("/api/auth/sign-in/email", { email, password: "tren-secret" });
    expect(signIn.status).toBe(200);

    let limited: Response | undefined;
    for (let i = 0; i <= RATE_LIMITS.verificationMail.max && !limited; i++) {
      const response = await client.postJson("/api/auth/send-verification-email", {
        email: `ghost-${i}@example.ph`,
      });
      if (response.status === 429) limited = response;
    }
    expect(await limited?.json()).toEqual({
      error: "Too many confirmation mails requested. Please wait a few minutes.",
      code: "tooManyConfirmationMails",
    });
  });
});
