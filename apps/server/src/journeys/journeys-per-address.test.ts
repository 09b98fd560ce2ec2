import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config/env.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// Three journeys a minute an address; the clients' addresses come from X-Forwarded-For, the test being the
// proxy in front.
const server = serverForThisFile({ env: { JOURNEYS_PER_MINUTE_PER_ADDRESS: "3", TRUST_PROXY: "true" } });
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

  it("takes a whole number of at least 1, or start-up stops naming the setting", () => {
    for (const bad of ["0", "-5", "1.5", "many"])
      expect(() => loadConfig({ JOURNEYS_PER_MINUTE_PER_ADDRESS: bad })).toThrow(
        /JOURNEYS_PER_MINUTE_PER_ADDRESS/,
      );
    expect(loadConfig({}).journeysPerMinutePerAddress).toBe(600);
  });
});
