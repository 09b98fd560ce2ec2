import { describe, expect, it } from "vitest";
import { READS_PER_MINUTE_PER_ADDRESS } from "#server/config/rate-limits.ts";
import { expectRefusal } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";

// The clients' addresses come from X-Forwarded-For, the test being the proxy in front; the clock stands
// still, so the minute does not turn.
const now = new Date("2026-11-24T08:00:00+08:00");
const server = serverForThisFile({ env: { TRUST_PROXY: "true" }, clock: () => now });
const FLOODER = "203.0.113.9";
const NEIGHBOUR = "198.51.100.9";
const DEVICE = { endpoint: "https://push.example.com/send/someone", auth: "AAAAAAAAAAAAAAAAAAAAAA" };

const votesOf = (address: string) =>
  fetch(`${server.url}/api/reports/00000000-0000-4000-8000-000000000001/votes`, {
    headers: { "X-Forwarded-For": address },
  });
const remindersOf = (address: string) =>
  fetch(`${server.url}/api/reminders/list`, {
    method: "POST",
    headers: { "X-Forwarded-For": address, "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ device: DEVICE }),
  });

const apiDocumentOf = (address: string) =>
  fetch(`${server.url}/api/openapi.json`, { headers: { "X-Forwarded-For": address } });

describe("reads anyone may ask for, per client address", () => {
  it("answers an address its reads of the minute (votes, a device's reminders, the API's document together), then 429", async () => {
    const reads = [votesOf, remindersOf, apiDocumentOf];
    for (let i = 0; i < READS_PER_MINUTE_PER_ADDRESS; i++) {
      const response = await reads[i % reads.length]?.(FLOODER);
      expect(response?.status, `request ${i + 1}`).not.toBe(429);
      await response?.arrayBuffer();
    }
    for (const refused of [
      await votesOf(FLOODER),
      await remindersOf(FLOODER),
      await apiDocumentOf(FLOODER),
    ]) {
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      await expectRefusal(refused, 429, "tooManyRequests");
    }
    expect((await votesOf(NEIGHBOUR)).status).toBe(404);
    expect((await remindersOf(NEIGHBOUR)).status).toBe(200);
    const document = await apiDocumentOf(NEIGHBOUR);
    expect(document.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
  });
});
