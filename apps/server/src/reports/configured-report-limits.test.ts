import { REFUSAL_TEXTS_FIL, type Refusal, refusalWords } from "@riles/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInClient } from "../testing/accounts";
import type { TestClient, TestServer } from "../testing/test-server";
import { startTestServer } from "../testing/test-server";

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

const report = (station_id: string) => ({
  line_id: "mrt3",
  station_id,
  direction: "southbound",
  status: "on-time",
  crowd_level: "moderate",
});

/** The refusal as the web app words it in Filipino: by its code and params, never by the English words. */
function inFilipino(body: Refusal): string {
  return refusalWords(REFUSAL_TEXTS_FIL, body);
}

describe("report limits set by REPORT_SAME_TARGET_SECONDS and REPORT_HOURLY_MAX", () => {
  it("refuses with the configured numbers, in English and in Filipino", async () => {
    expect((await reporter.postJson("/api/reports", report("cube"))).status).toBe(201);
    const again = await reporter.postJson("/api/reports", report("cube"));
    expect(again.status).toBe(429);
    const sameTarget = (await again.json()) as Refusal;
    expect(sameTarget).toEqual({
      error: "You already reported this train in the last 1 minute. Please wait before reporting it again.",
      code: "tooManyReportsSameTarget",
      params: { seconds: 60 },
    });
    expect(inFilipino(sameTarget)).toBe(
      "Na-report mo na ang tren na ito sa nakalipas na 1 minuto. Maghintay muna bago ito i-report ulit.",
    );

    now = new Date(now.getTime() + 61_000);
    expect((await reporter.postJson("/api/reports", report("cube"))).status).toBe(201);
    expect((await reporter.postJson("/api/reports", report("santolan"))).status).toBe(201);
    const over = await reporter.postJson("/api/reports", report("ortigas"));
    expect(over.status).toBe(429);
    const perHour = (await over.json()) as Refusal;
    expect(perHour).toEqual({
      error: "You have reached the limit of 3 reports per hour. Please try again later.",
      code: "tooManyReportsPerHour",
      params: { max: 3 },
    });
    expect(inFilipino(perHour)).toBe(
      "Naabot mo na ang limit na 3 report kada oras. Pakisubukan ulit mamaya.",
    );
  });
});
