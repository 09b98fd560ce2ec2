import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { RATE_LIMIT_SITE_MULTIPLE } from "#server/config/rate-limits.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { newUnhandledErrors } from "#server/testing/server-log-watch.ts";

// Three journeys a minute an address; the clients' addresses come from X-Forwarded-For, the test being the
// proxy in front. The clock stands still, so the minute does not turn.
const now = new Date("2026-11-24T08:00:00+08:00");
const server = serverForThisFile({
  env: { JOURNEYS_PER_MINUTE_PER_ADDRESS: "3", TRUST_PROXY: "true" },
  clock: () => now,
});
const MONUMENTO_TO_AYALA = "/api/journeys?from_line=lrt1&from_station=mon&to_line=mrt3&to_station=ayala";
const HOST = "203.0.113.7";
const NEIGHBOUR = "198.51.100.1";

/** Asks from `address`; with an Origin the request goes through the Hono route, without it Node's own path. */
function ask(address: string, origin?: string): Promise<Response> {
  return fetch(`${server.url}${MONUMENTO_TO_AYALA}`, {
    headers: { "X-Forwarded-For": address, ...(origin ? { Origin: origin } : {}) },
  });
}

describe("journeys per client address", () => {
  it("answers an address its journeys of the minute by either way in, then 429 with Retry-After, while another address is still answered", async () => {
    expect((await ask(HOST)).status).toBe(200);
    expect((await ask(HOST, "https://elsewhere.example")).status).toBe(200);
    expect((await ask(HOST)).status).toBe(200);

    for (const refused of [await ask(HOST), await ask(HOST, "https://elsewhere.example")]) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await expectRefusal(refused, 429, "tooManyJourneyRequests");
    }
    expect((await ask(NEIGHBOUR)).status).toBe(200);
  });

  it("counts a journey Node's own path leaves to the route once: with its plans failing, an address still has its three answers before the 429", async () => {
    const rider = "203.0.113.9";
    // The lines' kept answers are dropped, so each plan reads the reports again and finds no votes table.
    server.events.cache.clear();
    await server.database.drizzle.execute(sql`alter table report_votes rename to report_votes_away`);
    try {
      for (let i = 0; i < 3; i++) expect((await ask(rider)).status).toBe(500);
      await expectRefusal(await ask(rider), 429, "tooManyJourneyRequests");
      // Each failed plan is logged once, by the route that answered it.
      expect(
        newUnhandledErrors().map((line) => line.includes("Unhandled error on GET /api/journeys")),
      ).toEqual([true, true, true]);
    } finally {
      await server.database.drizzle.execute(sql`alter table report_votes_away rename to report_votes`);
    }
  });

  it("answers the /64s of one IPv6 /48 their journeys together up to the /48's allowance, then a fresh /64 of it 429, while another /48 is still answered", async () => {
    for (let subnet = 1; subnet <= RATE_LIMIT_SITE_MULTIPLE; subnet++) {
      for (let i = 0; i < 3; i++) expect((await ask(`2001:db8:7:${subnet}::1`)).status).toBe(200);
    }
    await expectRefusal(
      await ask("2001:db8:7:ff::1", "https://elsewhere.example"),
      429,
      "tooManyJourneyRequests",
    );
    await expectRefusal(await ask("2001:db8:7:fe::1"), 429, "tooManyJourneyRequests");
    expect((await ask("2001:db8:8:1::1")).status).toBe(200);
  });

  it("takes a whole number of at least 1, or start-up stops naming the setting", () => {
    for (const bad of ["0", "-5", "1.5", "many"])
      expect(() => loadConfig({ JOURNEYS_PER_MINUTE_PER_ADDRESS: bad })).toThrow(
        /JOURNEYS_PER_MINUTE_PER_ADDRESS/,
      );
    expect(loadConfig({}).journeysPerMinutePerAddress).toBe(600);
  });
});
