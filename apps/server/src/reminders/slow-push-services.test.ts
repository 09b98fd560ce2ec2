import { createSocket } from "node:dgram";
import type { PushSubscriptionInput } from "@riles/core";
import { inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pushSubscriptions, reminders } from "#server/db/schema.ts";
import { signedInClient } from "#server/testing/accounts.ts";
import { dueReminderRow, storeDueReminders } from "#server/testing/due-reminders.ts";
import { startPushService, type TestPushService } from "#server/testing/push-service.ts";
import { startTestServer, type TestServer } from "#server/testing/test-server.ts";
import { dnsResolve, type Resolve } from "./dns-resolve";

// Wednesday 25 November 2026, 07:30 in Manila: the minute every reminder here is due in. The clock stays
// on it, so every reminder is still worth sending whenever its send comes.
const MINUTE = new Date("2026-11-24T23:30:00Z");
const clock = () => MINUTE;
/** Long enough for a loaded machine to send a thousand messages; today's code never gets there. */
const DELIVERED_WITHIN_MS = 150_000;

let push: TestPushService;
let riles: TestServer | undefined;

beforeEach(async () => {
  push = await startPushService();
});

afterEach(async () => {
  await riles?.stop();
  riles = undefined;
  await push.close();
});

/** A name that is never answered: a send to it waits for its deadline. */
const neverAnswers: Resolve = () => new Promise(() => {});

/** Riles pushing to the test push service, host names looked up by `resolve`. */
function startRiles(resolve?: Resolve, riles: { clock: () => Date } = { clock }): Promise<TestServer> {
  return startTestServer({ env: { PUSH_TEST_SERVICE_ORIGIN: push.origin }, clock: riles.clock, resolve });
}

/** The subscriptions' reminders, due in this order within the second before the clock's minute. */
function storeInOrder(server: TestServer, subscriptions: PushSubscriptionInput[]) {
  const step = 1000 / subscriptions.length;
  return storeDueReminders(
    server.database.drizzle,
    subscriptions,
    (index) => new Date(MINUTE.getTime() - (subscriptions.length - index) * step),
    MINUTE,
  );
}

function elsewhere(endpoint: string): PushSubscriptionInput {
  return { ...push.subscribe().subscription, endpoint };
}

describe("a slow push service among healthy ones (issue 40)", () => {
  it("holds up none of 1,000 reminders due with it: one trickling its answer a byte every 4 s, one whose name never resolves", {
    timeout: 240_000,
  }, async () => {
    riles = await startRiles(neverAnswers);
    const trickling = push.subscribe();
    // Under the 5 s of silence an idle timeout waits for.
    push.trickle(trickling.id, 4000);
    const healthy = Array.from({ length: 1000 }, () => push.subscribe().subscription);
    // The two come first, so both are in the first batch a round claims.
    const [trickled, unresolved] = await storeInOrder(riles, [
      trickling.subscription,
      elsewhere("https://push.no-answer.example/push/1"),
      ...healthy,
    ]);

    const round = riles.reminders.tick();
    await expect
      .poll(() => push.deliveries.length, { timeout: DELIVERED_WITHIN_MS, interval: 500 })
      .toBe(healthy.length);
    expect(new Set(push.deliveries.map((delivery) => delivery.subscriptionId)).size).toBe(healthy.length);

    // The two end by the send's deadline and stay, to be looked at again later. (On a starved machine a
    // healthy send may meet the deadline too, after its push service took it: tried again, as any.)
    await round;
    for (const slow of [trickled?.id, unresolved?.id])
      expect(riles.log).toContain(
        `Reminders: could not send reminder ${slow} (failed: no answer within 10 s)`,
      );
    expect(push.trickled.begun).toBe(1);
    await expect.poll(() => push.trickled.closed).toBe(1);
    const left = await riles.database.drizzle.select({ id: reminders.id }).from(reminders);
    expect(left.map((row) => row.id)).toEqual(expect.arrayContaining([trickled?.id, unresolved?.id]));
    expect(push.deliveries).toHaveLength(healthy.length);
  });

  it("sends another rider's reminder at once while 100 reminders of five tarpit devices wait for their deadline", {
    timeout: 120_000,
  }, async () => {
    riles = await startRiles();
    const tarpits = Array.from({ length: 5 }, () => push.subscribe());
    for (const tarpit of tarpits) push.trickle(tarpit.id, 4000);
    const stored = await storeInOrder(
      riles,
      tarpits.map((tarpit) => tarpit.subscription),
    );
    // Each tarpit device holds as many reminders as a device may (20), all made and due before the rider's.
    const db = riles.database.drizzle;
    const tarpitRows = await db
      .select()
      .from(reminders)
      .where(
        inArray(
          reminders.id,
          stored.map((row) => row.id),
        ),
      );
    await db
      .insert(reminders)
      .values(tarpitRows.flatMap(({ id: _id, ...row }) => Array.from({ length: 19 }, () => ({ ...row }))));
    const rider = push.subscribe();
    await storeDueReminders(db, [rider.subscription], () => MINUTE, MINUTE);

    const round = riles.reminders.tick();
    await expect.poll(() => push.deliveries.length, { timeout: 60_000, interval: 100 }).toBe(1);
    // Delivered while every tarpit send was still waiting for its answer: none had reached its deadline.
    expect(push.trickled.closed).toBe(0);
    expect(push.trickled.begun).toBeGreaterThan(0);
    expect(push.deliveries[0]?.subscriptionId).toBe(rider.id);
    await round;
  });

  it("sends a rider's reminder at once on the first day 64 devices at a push service no browser uses hold their sends", {
    timeout: 120_000,
  }, async () => {
    const server = await startRiles(neverAnswers);
    riles = server;
    // As many devices as a process sends to at once, new (so none is known to be slow yet), due first.
    const tarpit = Array.from({ length: 64 }, (_, i) => elsewhere(`https://push.tarpit.example/p/${i}`));
    const rider = push.subscribe();
    await storeInOrder(server, [...tarpit, rider.subscription]);

    const round = server.reminders.tick();
    await expect.poll(() => push.deliveries.length, { timeout: 60_000, interval: 100 }).toBe(1);
    // Delivered while every tarpit send was still waiting for its deadline: none had ended.
    expect(server.log.filter((line) => line.includes("could not send"))).toEqual([]);
    expect(push.deliveries[0]?.subscriptionId).toBe(rider.id);
    // The tarpit's sends, 16 at a time, would take a minute to meet their deadlines: stopping ends them.
    await server.stop();
    riles = undefined;
    await round;
  });

  it("puts devices whose push service took seconds to accept behind another rider's the next time", {
    timeout: 120_000,
  }, async () => {
    riles = await startRiles();
    // As many devices as a process sends to at once, each on a service that accepts after 3 s: every send
    // succeeds, so none is a failure; each holds a slot for seconds.
    const slow = Array.from({ length: 64 }, () => push.subscribe());
    for (const device of slow) push.answerAfter(device.id, 3000);
    await storeInOrder(
      riles,
      slow.map((device) => device.subscription),
    );
    // A round the server's own timer started before the reminders were stored may be the one a tick joins:
    // the next takes them.
    const server = riles;
    await expect
      .poll(
        async () => {
          await server.reminders.tick();
          return push.deliveries.length;
        },
        { timeout: 30_000 },
      )
      .toBe(64);

    // The next day the same devices' reminders are due again, before a rider's on a prompt service.
    const db = riles.database.drizzle;
    const devices = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions);
    await db
      .insert(reminders)
      .values(devices.map(({ id }) => dueReminderRow(id, new Date(MINUTE.getTime() - 1000), MINUTE)));
    const rider = push.subscribe();
    await storeDueReminders(db, [rider.subscription], () => MINUTE, MINUTE);
    push.deliveries.length = 0;

    const round = riles.reminders.tick();
    await expect
      .poll(() => push.deliveries.some((delivery) => delivery.subscriptionId === rider.id), {
        timeout: 20_000,
      })
      .toBe(true);
    const riderAt = push.deliveries.find((delivery) => delivery.subscriptionId === rider.id)?.receivedAt ?? 0;
    const firstSlowAt = Math.min(...push.deliveries.map((delivery) => delivery.receivedAt));
    // Sent first: not after a slow service's 3 s answer freed a slot.
    expect(riderAt - firstSlowAt).toBeLessThan(3000);
    await round;
  });

  it("tries each reminder at another push service once while their sends wait past a claim's lease", {
    timeout: 120_000,
  }, async () => {
    let now = MINUTE;
    const asked: string[] = [];
    const server = await startRiles(
      (host) => {
        asked.push(host);
        return neverAnswers(host);
      },
      { clock: () => now },
    );
    riles = server;
    // 16 such sends at a time (decision 180), each waiting for its 10 s deadline: 24 wait behind them.
    const devices = Array.from({ length: 40 }, (_, i) => elsewhere(`https://push-${i}.tarpit.example/p/1`));
    const stored = await storeInOrder(server, devices);

    // A round the server's own timer started before the reminders were stored may be the one joined: the
    // next takes them, within its 5 s.
    const first = server.reminders.tick();
    await expect.poll(() => asked.length, { timeout: 30_000 }).toBe(16);
    // The clock moves on while the first sends wait for their deadline: 5 s of the claim's minute are left.
    now = new Date(MINUTE.getTime() + 55_000);
    const couldNotSend = () => server.log.filter((line) => line.includes("could not send reminder"));
    await expect.poll(couldNotSend, { timeout: 30_000 }).toHaveLength(16);
    // The claim's lease is over: a round takes what it left.
    now = new Date(MINUTE.getTime() + 61_000);
    const second = server.reminders.tick();
    await Promise.all([first, second]);
    await expect.poll(couldNotSend, { timeout: 60_000 }).toHaveLength(devices.length);

    expect(asked).toHaveLength(devices.length);
    expect(new Set(asked).size).toBe(devices.length);
    for (const { id } of stored) expect(couldNotSend().filter((line) => line.includes(id))).toHaveLength(1);
  });

  it("names whose DNS stops answering hold up neither the round nor sign-ins", {
    timeout: 240_000,
  }, async () => {
    const nameServer = await silentNameServer();
    try {
      riles = await startRiles(dnsResolve([nameServer.address]));
      const silent = Array.from({ length: 100 }, (_, i) => elsewhere(`https://push-${i}.silent.example/p/1`));
      const healthy = Array.from({ length: 20 }, () => push.subscribe().subscription);
      await storeInOrder(riles, [...silent, ...healthy]);

      const round = riles.reminders.tick();
      // Hosts no browser uses share 16 sends at once (decision 180): 16 names asked and never answered, each
      // for its addresses of both families, are many more than libuv's 4 threads.
      await expect.poll(() => nameServer.queries(), { timeout: 30_000 }).toBeGreaterThanOrEqual(32);
      // Password hashing runs on libuv's thread pool, where getaddrinfo would wait for these names.
      const rider = await signedInClient(riles, "signs-in-meanwhile@example.ph");
      expect((await rider.request("/api/account/roles")).status).toBe(200);

      await round;
      expect(push.deliveries).toHaveLength(healthy.length);
      expect(riles.log.filter((line) => line.includes("the name does not resolve"))).toHaveLength(
        silent.length,
      );
    } finally {
      nameServer.close();
    }
  });
});

/** A name server on loopback that takes every query and never answers one. */
async function silentNameServer() {
  const socket = createSocket("udp4");
  let queries = 0;
  socket.on("message", () => {
    queries += 1;
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    queries: () => queries,
    close: () => socket.close(),
  };
}
