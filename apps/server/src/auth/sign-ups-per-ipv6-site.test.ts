import { describe, expect, it } from "vitest";
import { RATE_LIMIT_SITE_MULTIPLE, RATE_LIMITS } from "#server/config/rate-limits.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Behind the loopback proxy: each client names its address in X-Forwarded-For.
const server = serverForThisFile({ env: { TRUST_PROXY: "true" } });

const signUp = (client: string, body: unknown) =>
  server.client({ "x-forwarded-for": client }).postJson("/api/auth/sign-up/email", body);
const account = (email: string) => ({ email, password: "fresh-pass", name: "R" });

describe("sign-ups per IPv6 /48", () => {
  it("refuses a fresh /64 of a /48 whose /64s have had the /48's sign-ups; another /48 and IPv4 still sign up", async () => {
    const { max } = RATE_LIMITS.signUp;
    // Each /64 spends its whole allowance on sign-ups refused for their input, which cost no mail.
    for (let subnet = 1; subnet <= RATE_LIMIT_SITE_MULTIPLE; subnet++) {
      for (let i = 1; i <= max; i++) {
        expect((await signUp(`2001:db8:5:${subnet.toString(16)}::${i}`, {})).status).toBe(400);
      }
    }
    await expectRefusal(
      await signUp("2001:db8:5:ff::1", account("fresh-64@example.ph")),
      429,
      "tooManySignUps",
    );
    expect((await signUp("2001:db8:6:1::1", account("other-48@example.ph"))).status).toBe(200);
    expect((await signUp("203.0.113.80", account("ipv4@example.ph"))).status).toBe(200);
    await server.mail.nextMailTo("other-48@example.ph");
    await server.mail.nextMailTo("ipv4@example.ph");
    await expect(server.mail.nextMailTo("fresh-64@example.ph", 300)).rejects.toThrow(/No mail/);
  });
});
