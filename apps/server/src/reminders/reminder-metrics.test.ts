import type { ReminderRow } from "@riles/core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sample, scrapeMetrics } from "#server/testing/metrics-text.ts";
import { startPushService, type TestPushService } from "#server/testing/push-service.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";

// Wednesday 25 November 2026, 10:00 in Manila.
let now = new Date("2026-11-25T02:00:00Z");
let push: TestPushService;
let riles: TestServer;

beforeEach(async () => {
  push = await startPushService();
  riles = await startTestServer({
    env: { PUSH_TEST_SERVICE_ORIGIN: push.origin, METRICS_PORT: "0" },
    clock: () => now,
    resolve: async () => [{ address: "127.0.0.1", family: 4 }],
  });
});

afterEach(async () => {
  await riles.stop();
  await push.close();
});

/** A next-train reminder for a new browser subscription whose push service answers `status`. */
async function remindAnswered(status: number) {
  const subscription = push.subscribe();
  push.answer(subscription.id, status);
  const response = await riles.client().postJson("/api/reminders", {
    subscription: subscription.subscription,
    language: "en",
    reminder: { kind: "next-train", line_id: "mrt3", station_id: "cube", direction: "northbound" },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as ReminderRow;
}

describe("the reminders' counters in /metrics", () => {
  it("count pushes sent, failed and gone, and the subscriptions removed", async () => {
    const before = await scrapeMetrics(riles);
    expect(sample(before, 'riles_reminder_pushes_total{outcome="sent"}')).toBe(0);
    expect(sample(before, "riles_push_subscriptions_removed_total")).toBe(0);

    const due = await Promise.all([201, 201, 410, 500].map(remindAnswered));
    now = new Date(Math.max(...due.map((row) => Date.parse(row.next_at ?? ""))));
    await riles.reminders.tick();

    const after = await scrapeMetrics(riles);
    expect(push.deliveries).toHaveLength(2);
    expect(sample(after, 'riles_reminder_pushes_total{outcome="sent"}')).toBe(2);
    expect(sample(after, 'riles_reminder_pushes_total{outcome="failed"}')).toBe(1);
    expect(sample(after, 'riles_reminder_pushes_total{outcome="gone"}')).toBe(1);
    expect(sample(after, "riles_push_subscriptions_removed_total")).toBe(1);
  });
});
