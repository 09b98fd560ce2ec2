import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "#server/config/rate-limits.ts";
import { postJsonFrom } from "#server/testing/request-from.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// The proxy is 127.0.0.1 alone; a client connecting from 127.0.0.2 reaches the port directly.
const server = serverForThisFile({
  env: { HOST: "127.0.0.1", TRUST_PROXY: "true", TRUSTED_PROXIES: "127.0.0.1" },
});

describe("X-Forwarded-For", () => {
  it("is ignored from a peer that is not a configured proxy: a new address per request gains nothing", async () => {
    const { max } = RATE_LIMITS.passwordResetMail;
    const statuses: number[] = [];
    for (let i = 0; i <= max; i++) {
      const answer = await postJsonFrom(
        "127.0.0.2",
        server.url,
        "/api/auth/request-password-reset",
        { email: `spoofer-${i}@example.ph` },
        { "x-forwarded-for": `198.51.100.${i + 1}` },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(max).fill(200), 429]);
  });

  it("is read from the configured proxy, so clients behind it keep their own allowances", async () => {
    const { max } = RATE_LIMITS.passwordResetMail;
    for (let i = 0; i <= max; i++) {
      const answer = await postJsonFrom(
        "127.0.0.1",
        server.url,
        "/api/auth/request-password-reset",
        { email: `behind-proxy-${i}@example.ph` },
        { "x-forwarded-for": `198.51.100.${100 + i}` },
      );
      expect(answer.status, `client ${i}`).toBe(200);
    }
  });
});
