import { REFUSAL_TEXTS_FIL, type Refusal, refusalWords } from "@riles/core";
import { beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { reportInput } from "#server/testing/report-posters.ts";
import { expectRefusal, rowOf, rowsOf } from "#server/testing/responses.ts";
import { serverForThisFile } from "#server/testing/server-for-this-file.ts";
import { testClock } from "#server/testing/test-clock.ts";
import type { TestClient } from "#server/testing/test-server.ts";

// Tuesday 2026-11-24 08:03 in Manila. Behind the loopback proxy: each client names its address in
// X-Forwarded-For. Three reports and three votes an hour per address, 30 reports per account as by default.
const clock = testClock(new Date("2026-11-24T00:03:00.000Z"));
const server = serverForThisFile({
  clock: clock.now,
  env: { TRUST_PROXY: "true", REPORT_HOURLY_MAX_PER_ADDRESS: "3", VOTE_HOURLY_MAX_PER_ADDRESS: "3" },
});

const from = (address: string, email: string) =>
  signedInClient(server, email, { headers: { "x-forwarded-for": address } });

const report = (client: TestClient, station: string) =>
  client.postJson("/api/reports", reportInput({ station_id: station }));

const vote = (client: TestClient, id: string, choice: "confirm" | "dispute") =>
  client.postJson(`/api/reports/${id}/vote`, { vote: choice });

async function cubaoReports() {
  return rowsOf(await fetch(`${server.url}/api/reports?line=mrt3&station=cube`));
}

let reporter: TestClient;

beforeAll(async () => {
  reporter = await from("198.51.100.1", "reporter@example.ph");
});

describe("reports stored from one address, every account's together", () => {
  it("refuses a third account's report past the address's share, keeps nothing of it, and lets other networks report", async () => {
    const first = await from("203.0.113.7", "first-sock@example.ph");
    const second = await from("203.0.113.7", "second-sock@example.ph");
    // Refused for its input: costs the address nothing.
    expect((await first.postJson("/api/reports", reportInput({ station_id: "nowhere" }))).status).toBe(400);
    expect((await report(first, "cube")).status).toBe(201);
    expect((await report(first, "santolan")).status).toBe(201);
    expect((await report(second, "ortigas")).status).toBe(201);

    const third = await from("203.0.113.7", "third-sock@example.ph");
    const refused = await report(third, "cube");
    await expectRefusal(refused, 429, "tooManyReportsFromNetwork");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await cubaoReports()).toHaveLength(1);

    expect((await report(reporter, "cube")).status).toBe(201);
    expect(await cubaoReports()).toHaveLength(2);
  });

  it("holds no share for a report whose body is still coming: a network's riders still report meanwhile", async () => {
    const slow = await from("203.0.113.30", "slowloris@example.ph");
    const stop = new AbortController();
    // As many as the network's share: each sends its head and the start of its body, then nothing.
    const held = Array.from({ length: 3 }, () => {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"line_id":')),
      });
      return slow
        .request("/api/reports", {
          method: "POST",
          headers: { "content-type": "application/json", "content-length": "200", origin: server.url },
          body,
          signal: stop.signal,
          duplex: "half",
        } as RequestInit)
        .catch(() => undefined);
    });
    const neighbour = await from("203.0.113.30", "neighbour@example.ph");
    expect((await report(neighbour, "cube")).status).toBe(201);
    stop.abort();
    await Promise.all(held);
  });

  it("counts an IPv6 /64 as one address", async () => {
    const phones = await Promise.all(
      ["::a", "::b", "::c", "::d"].map((host, n) => from(`2001:db8:7:1${host}`, `v6-${n}@example.ph`)),
    );
    for (const [n, station] of ["ktv", "qs", "ns"].entries())
      expect((await report(phones[n] as TestClient, station)).status).toBe(201);
    await expectRefusal(await report(phones[3] as TestClient, "ktv"), 429, "tooManyReportsFromNetwork");
    expect((await report(await from("2001:db8:7:2::a", "next-64@example.ph"), "ktv")).status).toBe(201);
  });

  it("words the refusal in Filipino by its code", async () => {
    const crowd = await Promise.all(
      ["a", "b", "c", "d"].map((name) => from("203.0.113.9", `fil-${name}@example.ph`)),
    );
    for (const [n, station] of ["cube", "santolan", "ortigas"].entries())
      expect((await report(crowd[n] as TestClient, station)).status).toBe(201);
    const refusal = (await (await report(crowd[3] as TestClient, "shaw")).json()) as Refusal;
    expect(refusalWords(REFUSAL_TEXTS_FIL, refusal)).toBe(
      "Maraming report na ang galing sa network mo sa nakalipas na isang oras. Pakisubukan ulit mamaya.",
    );
  });
});

describe("votes stored from one address, every account's together", () => {
  it("refuses a vote past the address's share, which leaves the report's votes as they were", async () => {
    // Each report from an address of its own: a reporter's network has its own share.
    const reports = await Promise.all(
      ["boni", "guada", "buendia", "ayala"].map(async (station, n) =>
        rowOf(await report(await from(`198.51.100.${10 + n}`, `at-${station}@example.ph`), station)),
      ),
    );
    const voters = await Promise.all(
      ["a", "b"].map((name) => from("203.0.113.20", `voter-${name}@example.ph`)),
    );
    const [a, b] = voters as [TestClient, TestClient];
    const [boni, guada, buendia, ayala] = reports.map((row) => row.id) as [string, string, string, string];
    // Refused for its input: costs the address nothing.
    expect((await a.postJson(`/api/reports/${boni}/vote`, { vote: "maybe" })).status).toBe(400);
    for (const [voter, id] of [
      [a, boni],
      [b, boni],
      [a, guada],
    ] as const)
      expect((await vote(voter, id, "dispute")).status).toBe(200);
    await expectRefusal(await vote(b, buendia, "dispute"), 429, "tooManyVotesFromNetwork");

    const votes = await (await fetch(`${server.url}/api/reports/${buendia}/votes`)).json();
    expect(votes).toMatchObject({ confirmed_by: 0, disputed_by: 0, counts: true });
    const elsewhere = await from("198.51.100.3", "honest-voter@example.ph");
    expect((await vote(elsewhere, ayala, "confirm")).status).toBe(200);
  });
});
