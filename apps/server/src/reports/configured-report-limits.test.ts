import { REFUSAL_TEXTS_FIL, type Refusal, refusalWords } from "@riles/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "#server/testing/accounts.ts";
import { southboundMrt3Report } from "#server/testing/report-posters.ts";
import { startTestServer, type TestClient, type TestServer } from "#server/testing/test-server.ts";

// Tuesday 2026-11-24 08:03 in Manila.
let now = new Date("2026-11-24T00:03:00.000Z");
let server: TestServer;
let reporter: TestClient;

beforeAll(async () => {
  server = await startTestServer({
    clock: () => now,
    env: { REPORT_SAME_TARGET_SECONDS: "60", REPORT_HOURLY_MAX: "3" },
  });
  reporter = await signedInClient(server, "limits@example.ph");
});
afterAll(() => server.stop());

async function post(stationId: string): Promise<Response> {
  return reporter.postJson("/api/reports", southboundMrt3Report(stationId));
}

/**
 * A 429 read as the web app reads it: the server's English words, and in Filipino by its code and params
 * (never by the English words).
 */
async function refusalOf(response: Response): Promise<{ status: number; body: Refusal; filipino: string }> {
  const body = (await response.json()) as Refusal;
  return { status: response.status, body, filipino: refusalWords(REFUSAL_TEXTS_FIL, body) };
}

describe("report limits set by REPORT_SAME_TARGET_SECONDS and REPORT_HOURLY_MAX", () => {
  it("refuses with the configured numbers, in English and in Filipino", async () => {
    expect((await post("cube")).status).toBe(201);
    expect(await refusalOf(await post("cube"))).toEqual({
      status: 429,
      body: {
        error: "You already reported this train in the last 1 minute. Please wait before reporting it again.",
        code: "tooManyReportsSameTarget",
        params: { seconds: 60 },
      },
      filipino:
        "Na-report mo na ang tren na ito sa nakalipas na 1 minuto. Maghintay muna bago ito i-report ulit.",
    });

    now = new Date(now.getTime() + 61_000);
    for (const station of ["cube", "santolan"]) expect((await post(station)).status).toBe(201);
    expect(await refusalOf(await post("ortigas"))).toEqual({
      status: 429,
      body: {
        error: "You have reached the limit of 3 reports per hour. Please try again later.",
        code: "tooManyReportsPerHour",
        params: { max: 3 },
      },
      filipino: "Naabot mo na ang limit na 3 report kada oras. Pakisubukan ulit mamaya.",
    });
  });
});
