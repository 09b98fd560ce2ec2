import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { RATE_LIMIT_SITE_MULTIPLE } from "#server/config/rate-limits.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Four requests a minute an address to the routes that reach the database; the clients' addresses come
// from X-Forwarded-For, the test being the proxy in front. The clock stands still, so the minute does not turn.
const now = new Date("2026-11-24T08:00:00+08:00");
const server = serverForThisFile({
  env: { DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS: "4", TRUST_PROXY: "true" },
  clock: () => now,
});
const FLOODER = "203.0.113.9";
const NEIGHBOUR = "198.51.100.9";

const get = (path: string, address: string) =>
  fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": address } });
const health = (address: string) => get("/api/health", address);
const postReport = (address: string) =>
  fetch(`${server.url}/api/reports`, {
    method: "POST",
    headers: { "X-Forwarded-For": address, "content-type": "application/json", origin: server.url },
    body: JSON.stringify({}),
  });

describe("requests that reach the database, per client address", () => {
  it("answers an address its requests of the minute (health, sessions, roles, reports together), then 429 with Retry-After, while another address is still answered", async () => {
    expect((await health(FLOODER)).status).toBe(200);
    expect((await get("/api/auth/get-session", FLOODER)).status).toBe(200);
    expect((await get("/api/account/roles", FLOODER)).status).toBe(200);
    await expectRefusal(await postReport(FLOODER), 401, "signInRequired");

    for (const refused of [
      await health(FLOODER),
      await get("/api/auth/get-session", FLOODER),
      await postReport(FLOODER),
    ]) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await expectRefusal(refused, 429, "tooManyRequests");
    }
    expect((await health(NEIGHBOUR)).status).toBe(200);
  });

  it("answers the /64s of one IPv6 /48 together up to the /48's allowance, then a fresh /64 of it 429, while another /48 is still answered", async () => {
    for (let subnet = 1; subnet <= RATE_LIMIT_SITE_MULTIPLE; subnet++) {
      for (let i = 0; i < 4; i++) expect((await health(`2001:db8:7:${subnet}::1`)).status).toBe(200);
    }
    await expectRefusal(await health("2001:db8:7:ff::1"), 429, "tooManyRequests");
    expect((await health("2001:db8:8:1::1")).status).toBe(200);
  });

  it("takes a whole number of at least 1, or start-up stops naming the setting", () => {
    for (const bad of ["0", "-5", "1.5", "many"])
      expect(() => loadConfig({ DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS: bad })).toThrow(
        /DATABASE_REQUESTS_PER_MINUTE_PER_ADDRESS/,
      );
    expect(loadConfig({}).databaseRequestsPerMinutePerAddress).toBe(600);
  });
});
