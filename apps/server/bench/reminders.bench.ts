/**
 * Reminders at a Manila morning peak (docs/decisions/042-reminders-and-their-scheduler.md): 10,000
 * reminders, each of its own device, due within the same minute on a real PostgreSQL, sent by one
 * server process's scheduler (its production tick) to a push service on loopback that decrypts each
 * message. Figures:
 * - every reminder delivered (distinct = 10,000, none left in the table; deliveries above 10,000 are sends
 *   that met their deadline after the push service took the message, sent again);
 * - lateness from each reminder's moment to its first delivery: p50, p99 (target p99 < 30 s), max;
 * - how long the wave took (it cannot end before its minute does), beside a baseline measured in the same
 *   run: the same 10,000 messages encrypted and posted by the same sender with the same concurrency,
 *   without the database;
 * - heap after the wave and after a quiet minute, as ratios to the heap before it (flat: about 1.0x);
 * - the same wave again, the next minute, with one more reminder due first whose push service trickles
 *   its answer a byte every 4 s (issue 40): the same lateness figures, target p99 < 30 s as without it
 *   (docs/decisions/090-slow-push-services-hold-no-one-up.md).
 * Writes bench/results/reminders.json. Run: npm run bench -w @riles/server
 */
import { mkdirSync, writeFileSync } from "node:fs";
import type { PushSubscriptionInput } from "@riles/core";
import { count } from "drizzle-orm";
import { clockStartingAt } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { openPostgresDatabase } from "#server/db/postgres-database.ts";
import { reminders } from "#server/db/schema.ts";
import { browserPushService } from "#server/reminders/browser-push-services.ts";
import { dnsResolve } from "#server/reminders/dns-resolve.ts";
import { pushSender } from "#server/reminders/push-sender.ts";
import { ReminderScheduler } from "#server/reminders/reminder-scheduler.ts";
import { storeDueReminders } from "#server/testing/due-reminders.ts";
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
/** A byte every 4 s: under the 5 s of silence an idle timeout waits for. */
const TRICKLE_EVERY_MS = 4000;

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
  const heapBefore = heapMb();
  const plain = await wave(db, MINUTE, devices);
  const delivered = push.deliveries.length;
  const distinct = new Set(push.deliveries.map((delivery) => delivery.notification.tag)).size;
  // The push service's record of what it received is the bench's, not the server's: dropped before the
  // heap is read.
  push.deliveries.length = 0;
  const heapAfterWave = heapMb();
  await new Promise((r) => setTimeout(r, MINUTE_MS));
  const heapAfterQuiet = heapMb();
  await plain.scheduler.stop();
  const [left] = await db.select({ n: count() }).from(reminders);

  const trickling = push.subscribe();
  push.trickle(trickling.id, TRICKLE_EVERY_MS);
  const nextMinute = new Date(MINUTE.getTime() + 10 * MINUTE_MS);
  // New devices: an endpoint is one device's, and the first wave's are still stored.
  const moreDevices = Array.from({ length: REMINDERS }, () => push.subscribe());
  const withTrickling = await wave(db, nextMinute, moreDevices, trickling.subscription);
  const trickledDelivered = push.deliveries.length;
  await withTrickling.scheduler.stop();
  await database.close();

  const results = {
    reminders: REMINDERS,
    delivered,
    distinct,
    leftInTable: left?.n ?? -1,
    latenessSeconds: plain.latenessSeconds,
    p99WithinTarget: plain.latenessSeconds.p99 < 30,
    // The wave cannot end before its minute does: a rate near 10,000 / 60 s means the scheduler kept pace.
    waveSeconds: plain.waveSeconds,
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
    counters: plain.scheduler.counters,
    withOneTrickling: {
      delivered: trickledDelivered,
      latenessSeconds: withTrickling.latenessSeconds,
      p99WithinTarget: withTrickling.latenessSeconds.p99 < 30,
      // The trickling push service's answer, begun and given up on by the sender.
      trickled: { ...push.trickled },
      counters: withTrickling.scheduler.counters,
    },
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

/**
 * 10,000 reminders due within `minute` (plus `slowFirst`, due at its start), sent by a scheduler on its
 * production tick from 5 s before it until every device of `devices` has its message.
 */
async function wave(
  db: Db,
  minute: Date,
  devices: { subscription: PushSubscriptionInput }[],
  slowFirst?: PushSubscriptionInput,
) {
  const now = clockStartingAt(new Date(minute.getTime() - LEAD_IN_MS));
  const stored = await storeDueReminders(
    db,
    devices.map((device) => device.subscription),
    // Spread over the minute, each five minutes before its train.
    (index) => new Date(minute.getTime() + ((index * 6) % MINUTE_MS)),
    now(),
  );
  if (slowFirst) await storeDueReminders(db, [slowFirst], () => minute, now());
  const dueAtById = new Map(stored.map((row) => [row.id, row.dueAt?.getTime() ?? 0]));
  push.deliveries.length = 0;
  // No past weeks here: the estimates believe issue 21's description of riders.
  const noPastRiders = { of: () => undefined };
  const scheduler = new ReminderScheduler(
    db,
    now,
    send,
    (message) => console.log(message),
    noPastRiders,
    browserPushService(push.origin),
  );
  const waveStart = performance.now();
  scheduler.start();
  const deadline = Date.now() + LEAD_IN_MS + 3 * MINUTE_MS;
  // A send that met its deadline after the push service took it is sent again: each reminder's first
  // delivery is the one that counts.
  const firstDelivery = new Map<string, number>();
  while (firstDelivery.size < REMINDERS && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    for (const delivery of push.deliveries)
      if (!firstDelivery.has(delivery.notification.tag))
        firstDelivery.set(delivery.notification.tag, delivery.receivedAt);
  }
  const waveSeconds = (performance.now() - waveStart) / 1000;
  const clockOffset = now().getTime() - Date.now();
  const lateness = [...firstDelivery]
    .map(([tag, receivedAt]) => {
      const id = tag.replace(/^reminder-/, "");
      return (receivedAt + clockOffset - (dueAtById.get(id) ?? 0)) / 1000;
    })
    .sort((a, b) => a - b);
  return {
    scheduler,
    latenessSeconds: {
      p50: percentile(lateness, 0.5, REMINDERS),
      p99: percentile(lateness, 0.99, REMINDERS),
      max: lateness.at(-1),
    },
    waveSeconds: Number((waveSeconds - LEAD_IN_MS / 1000).toFixed(1)),
  };
}
