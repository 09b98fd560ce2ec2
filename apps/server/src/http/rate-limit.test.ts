import { type Context, Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/database.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { openTestDatabase } from "#server/testing/test-database.ts";
import { clientKeyOf } from "./client-address";
import { siteKeyOfClient } from "./ip-address";
import { type RateLimitRule, rateLimit } from "./rate-limit";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let now = new Date("2026-12-01T06:00:00Z");
const clock = () => now;
const noProxy = { hops: 0, ranges: [] };

/**
 * A route behind `rule` for each client address and, twice as many, each IPv6 /48; the request names its
 * client in `x-client` and the status it is answered with in `x-answer`.
 */
function limitedApp(name: string, rule: RateLimitRule) {
  const app = new Hono();
  const keyOf = (c: Context) => clientKeyOf(c.req.header("x-client"), undefined, noProxy);
  const site = { keyOf: siteKeyOfClient, multiple: 2 };
  app.post("/", rateLimit(name, rule, keyOf, { db: database.drizzle, clock }, site), (c) =>
    c.body(null, Number(c.req.header("x-answer") ?? 204) as 204),
  );
  return (client: string, answer = 204) =>
    app.request("/", { method: "POST", headers: { "x-client": client, "x-answer": String(answer) } });
}

describe("a rate limit per address and per IPv6 /48", () => {
  it("refuses a fresh /64 of a /48 that has had its allowance, while another /48 and IPv4 addresses have theirs", async () => {
    const ask = limitedApp("site-test", { max: 2, windowMs: 60_000, refusal: "tooManySignUps" });
    // Four /64s of one /48 with one request each: the /48's 2 × 2.
    for (const client of ["2001:db8:1:1::1", "2001:db8:1:2::1", "2001:db8:1:3::1", "2001:db8:1:4::1"]) {
      expect((await ask(client)).status, client).toBe(204);
    }
    const refused = await ask("2001:db8:1:ff::1");
    // The /48's four a minute come back one every 15 s.
    expect(refused.headers.get("retry-after")).toBe("15");
    await expectRefusal(refused, 429, "tooManySignUps");
    expect((await ask("2001:db8:2:1::1")).status).toBe(204);
    expect((await ask("2001:db8:2:1::2")).status).toBe(204);
    await expectRefusal(await ask("2001:db8:2:1::3"), 429, "tooManySignUps");
    for (let i = 1; i <= 2; i++) expect((await ask(`203.0.113.${i}`)).status).toBe(204);
    expect((await ask("203.0.113.1")).status).toBe(204);
    await expectRefusal(await ask("203.0.113.1"), 429, "tooManySignUps");
  });

  it("does not count on the /48 what the /64's own allowance refuses: one client asking on leaves its neighbours theirs", async () => {
    const ask = limitedApp("site-test-own", { max: 2, windowMs: 60_000, refusal: "tooManyBugReports" });
    for (let i = 1; i <= 2; i++) expect((await ask(`2001:db8:3:1::${i}`)).status).toBe(204);
    for (let i = 0; i < 5; i++) await expectRefusal(await ask("2001:db8:3:1::9"), 429, "tooManyBugReports");
    expect((await ask("2001:db8:3:2::1")).status).toBe(204);
    expect((await ask("2001:db8:3:2::1")).status).toBe(204);
  });

  it("gives a request that succeeded its hit back on the /48 too when only failures count", async () => {
    const ask = limitedApp("site-test-failures", {
      max: 1,
      windowMs: 60_000,
      refusal: "tooManySignIns",
      failuresOnly: true,
    });
    for (let i = 1; i <= 5; i++) expect((await ask(`2001:db8:4:${i}::1`)).status, `success ${i}`).toBe(204);
    expect((await ask("2001:db8:4:10::1", 401)).status).toBe(401);
    expect((await ask("2001:db8:4:11::1", 401)).status).toBe(401);
    await expectRefusal(await ask("2001:db8:4:12::1", 401), 429, "tooManySignIns");
  });
});

describe("a rate limit's allowance in time", () => {
  const keyOf = (c: Context) => clientKeyOf(c.req.header("x-client"), undefined, noProxy);
  const rule: RateLimitRule = { max: 3, windowMs: 60_000, refusal: "tooManyBugReports" };

  it("gives a burst timed across the turn of a minute only the allowance, then one request per share of the window", async () => {
    const limited = new Hono();
    limited.post("/", rateLimit("burst-test", rule, keyOf, { db: database.drizzle, clock }), (c) =>
      c.body(null, 204),
    );
    const ask = () => limited.request("/", { method: "POST", headers: { "x-client": "198.51.100.7" } });
    const answeredAt = async (at: string, times: number) => {
      now = new Date(at);
      const answers = [];
      for (let i = 0; i < times; i++) answers.push(await ask());
      return answers;
    };
    expect((await answeredAt("2026-12-01T07:00:00.000Z", 1))[0]?.status).toBe(204);
    const burst = [
      ...(await answeredAt("2026-12-01T07:00:59.900Z", 3)),
      ...(await answeredAt("2026-12-01T07:01:00.100Z", 3)),
    ];
    expect(burst.map((answer) => answer.status)).toEqual([204, 204, 204, 429, 429, 429]);
    const refused = burst[5] as Response;
    await expectRefusal(refused, 429, "tooManyBugReports");
    expect(refused.headers.get("retry-after")).toBe("20");
    now = new Date("2026-12-01T07:01:19.900Z");
    expect((await ask()).status).toBe(204);
    await expectRefusal(await ask(), 429, "tooManyBugReports");
    now = new Date("2026-12-01T07:02:59.900Z");
    for (let i = 1; i <= 3; i++) expect((await ask()).status, `a full minute later ${i}`).toBe(204);
    await expectRefusal(await ask(), 429, "tooManyBugReports");
    // A clock stepped back half an hour (a time server's correction) holds no one for the step.
    now = new Date("2026-12-01T06:32:59.900Z");
    for (let i = 1; i <= 3; i++) expect((await ask()).status, `after the step back ${i}`).toBe(204);
    await expectRefusal(await ask(), 429, "tooManyBugReports");
  });
});
