/**
 * Reminders at a Manila morning peak (docs/decisions/042-reminders-and-their-scheduler.md): 10,000
 * reminders, each of its own device, due within the same minute on a real PostgreSQL, sent by one
 * server process's scheduler (its production tick) to a push service on loopback that decrypts each
 * message. Figures:
 * - every reminder delivered once (deliveries = 10,000, distinct = 10,000, none left in the table);
 * - lateness from each reminder's moment to its delivery: p50, p99 (target p99 < 30 s), max;
 * - how long the wave took (it cannot end before its minute does), beside a baseline measured in the same
 *   run: the same 10,000 messages encrypted and posted by the same sender with the same concurrency,
 *   without the database;
 * - heap after the wave and after a quiet minute, as ratios to the heap before it (flat: about 1.0x).
 * Writes bench/results/reminders.json. Run: npm run bench -w @riles/server
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { count } from "drizzle-orm";
import { clockStartingAt } from "#server/config/clock.ts";
import { openPostgresDatabase } from "#server/db/postgres-database.ts";
import { pushSubscriptions, reminders } from "#server/db/schema.ts";
import { dnsResolve } from "#server/reminders/dns-resolve.ts";
import { pushSender } from "#server/reminders/push-sender.ts";
import { ReminderScheduler } from "#server/reminders/reminder-scheduler.ts";
import { startPgCluster } from "#server/testing/pg-cluster.ts";
import { startPushService } from "#server/testing/push-service.ts";
import { TEST_VAPID_ENV } from "#server/testing/vapid-env.ts";
import { percentile } from "./stream-clients";

const REMINDERS = 10_000;
const SEND_CONCURRENCY = 64;
const MINUTE_MS = 60_000;
// Wednesday 25 November 2026, 07:30 in Manila: the minute every reminder is due in.
const MINUTE = new Date("2026-11-24T23:30:00.000Z");
const LEAD_IN_MS = 5000;

const gc = (globalThis as { gc?: () => void }).gc;
function heapMb(): number {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

const cluster = await startPgCluster();
const push = await startPushService();
const keys = { publicKey: TEST_VAPID_ENV.VAPID_PUBLIC_KEY, privateKey: TEST_VAPID_ENV.VAPID_PRIVATE_KEY };
const send = pushSender(keys, "mailto:bench@riles.invalid", {
  testServiceOrigin: push.origin,
  resolve: dnsResolve(),
});
try {
  const devices = Array.from({ length: REMINDERS }, () => push.subscribe());

  // Baseline: the sender alone, same messages and concurrency, no database.
  const payload = JSON.stringify({
    title: "Northbound to North Avenue",
    body: "x".repeat(60),
    url: "/",
    tag: "t",
  });
  const baselineStart = performance.now();
  const queue = [...devices];
  await Promise.all(
    Array.from({ length: SEND_CONCURRENCY }, async () => {
      for (let device = queue.shift(); device; device = queue.shift()) {
        const { endpoint, keys: k } = device.subscription;
        await send({ endpoint, p256dh: k.p256dh, auth: k.auth }, { payload, ttlSeconds: 240, topic: "t" });
      }
    }),
  );
  const baselinePerSecond = REMINDERS / ((performance.now() - baselineStart) / 1000);
  push.deliveries.length = 0;

  const database = await openPostgresDatabase(cluster.url());
  const db = database.drizzle;
  const now = clockStartingAt(new Date(MINUTE.getTime() - LEAD_IN_MS));
  const created = now();
  const subscriptionRows = await db
    .insert(pushSubscriptions)
    .values(
      devices.map(({ subscription }) => ({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        language: "en",
        createdAt: created,
      })),
    )
    .returning({ id: pushSubscriptions.id });
  const dueAtById = new Map<string, number>();
  for (let start = 0; start < REMINDERS; start += 1000) {
    const rows = await db
      .insert(reminders)
      .values(
        subscriptionRows.slice(start, start + 1000).map(({ id }, index) => {
          // Spread over the minute, each five minutes before its train.
          const dueAt = new Date(MINUTE.getTime() + (((start + index) * 6) % MINUTE_MS));
          return {
            subscriptionId: id,
            kind: "next-train",
            lineId: "mrt3",
            stationId: "cube",
            direction: "northbound",
            leadMinutes: 5,
            trainAt: new Date(dueAt.getTime() + 5 * MINUTE_MS),
            dueAt,
            createdAt: created,
          };
        }),
      )
      .returning({ id: reminders.id, dueAt: reminders.dueAt });
    for (const row of rows) dueAtById.set(row.id, row.dueAt?.getTime() ?? 0);
  }

  const heapBefore = heapMb();
  const scheduler = new ReminderScheduler(db, now, send, (message) => console.log(message));
  const waveStart = performance.now();
  scheduler.start();
  const deadline = Date.now() + LEAD_IN_MS + 3 * MINUTE_MS;
  while (push.deliveries.length < REMINDERS && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 500));
  const waveSeconds = (performance.now() - waveStart) / 1000;
  const clockOffset = now().getTime() - Date.now();
  const lateness = push.deliveries
    .map((delivery) => {
      const id = delivery.notification.tag.replace(/^reminder-/, "");
      return (delivery.receivedAt + clockOffset - (dueAtById.get(id) ?? 0)) / 1000;
    })
    .sort((a, b) => a - b);
  const delivered = push.deliveries.length;
  const distinct = new Set(push.deliveries.map((delivery) => delivery.notification.tag)).size;
  // The push service's record of what it received is the bench's, not the server's: dropped before the
  // heap is read.
  push.deliveries.length = 0;
  const heapAfterWave = heapMb();
  await new Promise((r) => setTimeout(r, MINUTE_MS));
  const heapAfterQuiet = heapMb();
  await scheduler.stop();
  const [left] = await db.select({ n: count() }).from(reminders);
  await database.close();

  const results = {
    reminders: REMINDERS,
    delivered,
    distinct,
    leftInTable: left?.n ?? -1,
    latenessSeconds: {
      p50: percentile(lateness, 0.5, REMINDERS),
      p99: percentile(lateness, 0.99, REMINDERS),
      max: lateness.at(-1),
    },
    p99WithinTarget: percentile(lateness, 0.99, REMINDERS) < 30,
    // The wave cannot end before its minute does: a rate near 10,000 / 60 s means the scheduler kept pace.
    waveSeconds: Number((waveSeconds - LEAD_IN_MS / 1000).toFixed(1)),
    baselineSenderPerSecond: Math.round(baselinePerSecond),
    // The sender alone could have sent the whole wave in this many seconds.
    baselineWaveSeconds: Number((REMINDERS / baselinePerSecond).toFixed(1)),
    heapMb: {
      before: Number(heapBefore.toFixed(1)),
      afterWave: Number(heapAfterWave.toFixed(1)),
      afterQuietMinute: Number(heapAfterQuiet.toFixed(1)),
      afterWaveToBefore: Number((heapAfterWave / heapBefore).toFixed(2)),
      afterQuietToBefore: Number((heapAfterQuiet / heapBefore).toFixed(2)),
      gcForced: Boolean(gc),
    },
    counters: scheduler.counters,
  };
  console.log(JSON.stringify(results, null, 2));
  mkdirSync(new URL("./results", import.meta.url), { recursive: true });
  writeFileSync(
    new URL("./results/reminders.json", import.meta.url),
    `${JSON.stringify(results, null, 2)}\n`,
  );
} finally {
  await push.close();
  cluster.destroy();
}
