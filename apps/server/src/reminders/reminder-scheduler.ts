import {
  decideReminder,
  isLanguage,
  type LineReport,
  type Occurrence,
  type ReminderDecision,
  reminderNotification,
} from "@riles/core";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import PQueue from "p-queue";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { pushSubscriptions, reminders } from "#server/db/schema.ts";
import type { PastRiders } from "#server/sightings/past-riders.ts";
import { lineReportsToday } from "./line-reports";
import { PUSH_DEADLINE_MS, type PushOutcome, type SendPush } from "./push-sender";
import { type ReminderRecord, toPlan } from "./reminder-record";

/** How often a process looks for reminders whose moment has come. */
const DEFAULT_TICK_MS = 5000;
/**
 * Rows one claim takes; a process claims again while it finds full batches, once fewer than this many
 * claimed rows wait for a send (so a claimed row's wait stays far below its lease).
 */
const BATCH = 200;
/** Messages in flight at once from one process; each ends by the sender's deadline. */
const SEND_CONCURRENCY = 64;
/**
 * Of those, the most that endpoints at push services no browser uses may hold or wait for together: such a
 * service may be a client's own, slow on purpose, and its devices' first sends would otherwise hold every
 * slot until their deadline (docs/decisions/180-other-push-services-share-a-quarter-of-the-sends.md).
 */
const OTHER_SERVICES_CONCURRENCY = 16;
/** A claimed row is this process's until then; if it dies, another process takes the row over. */
const LEASE_MS = 60_000;
/**
 * A send starts only while its row's lease outlasts the send's deadline and the recording after it: a row
 * that waited longer is left to the round that claims it again, which would otherwise send it a second time.
 */
const LEASE_LEFT_TO_START_MS = PUSH_DEADLINE_MS + 10_000;
/** A send not started: its row's lease would end before the send could, and the next claim takes it. */
const LEFT_TO_NEXT_CLAIM = Symbol("left to the next claim");
/** After a failed send (not 404/410) the reminder is looked at again this much later, while still useful. */
const RETRY_MS = 15_000;
/** A report makes reminders of its line due this soon be looked at again at once. */
const REPLAN_HORIZON_MS = 20 * 60_000;
const MINUTE_MS = 60_000;
const SETTLE_ATTEMPTS = 5;
/**
 * A device whose last send failed (no answer in time, or an error), or took longer than SLOW_SEND_MS,
 * waits behind every other device.
 */
const FAILING_PRIORITY = -1_000_000;
/**
 * Push services answer in well under a second; one that takes this long, even to accept, holds a slot
 * another rider's reminder could have had (docs/decisions/173-slow-push-services-wait-behind.md).
 */
const SLOW_SEND_MS = 2000;
/** Failing devices remembered; past this many the oldest is forgotten (it only orders sends). */
const FAILING_DEVICES_KEPT = 10_000;

export interface SchedulerCounters {
  sent: number;
  failed: number;
  /** Reminders whose push service answered that the subscription is gone (404, 410). */
  deletedSubscriptions: number;
  /** Subscriptions deleted for it, with all their reminders. */
  subscriptionsRemoved: number;
  /** From each sent reminder's planned moment to its send: summed and the worst, not kept one by one. */
  lateMsTotal: number;
  lateMsMax: number;
}

/**
 * Fires reminders whose moment has come, once each across restarts and processes: rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and leased, decided on the line's reports at that moment, sent, and then moved
 * to their next moment or deleted (docs/decisions/042-reminders-and-their-scheduler.md). Sends share one
 * queue and each row is recorded as its own send ends, in groups: no claim waits for a batch's slowest
 * push service (docs/decisions/090-slow-push-services-hold-no-one-up.md).
 */
export class ReminderScheduler {
  readonly counters: SchedulerCounters = {
    sent: 0,
    failed: 0,
    deletedSubscriptions: 0,
    subscriptionsRemoved: 0,
    lateMsTotal: 0,
    lateMsMax: 0,
  };
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly sends = new PQueue({ concurrency: SEND_CONCURRENCY });
  /** The way into `sends` for endpoints at push services no browser uses. */
  private readonly otherServiceSends = new PQueue({ concurrency: OTHER_SERVICES_CONCURRENCY });
  /** Each device's sends queued or under way. */
  private readonly sendsPerDevice = new Map<string, number>();
  /** Devices (subscriptions) whose last send failed or was slow. */
  private readonly failingDevices = new Set<string>();
  /** The round claiming now, and when the rows claimed until its end have all been recorded. */
  private claiming: { recorded: Promise<void> } | null = null;
  /** Each claimed row until it is recorded. */
  private readonly unrecorded = new Set<Promise<void>>();
  /** Sends under way, ended at once by `stop`. */
  private readonly underway = new Set<AbortController>();
  private toRecord: { settled: Settled; recorded: () => void; failed: (error: unknown) => void }[] = [];
  private recording: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly send: SendPush,
    private readonly log: (message: string) => void,
    /** The past weeks' riders of a line, believed as the line's sightings answer believes them (decision 141). */
    private readonly pastRiders: Pick<PastRiders, "of">,
    /** Whether an endpoint is at a browser's push service (browser-push-services.ts). */
    private readonly atBrowserService: (endpoint: string) => boolean,
    private readonly tickMs = DEFAULT_TICK_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.tickMs);
    this.timer.unref();
    void this.tick();
  }

  /** Claims nothing more; sends under way end now, as failed ones tried again later, and are recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const controller of this.underway) controller.abort();
    await this.claiming?.recorded;
    await Promise.all(this.unrecorded);
  }

  /**
   * Runs one round now (or joins the one claiming): every due reminder is handled, this round's and those
   * of earlier rounds still under way, before it returns. The next round may start while this one's
   * slowest sends are still under way.
   */
  tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.claiming) {
      const claimed = this.round()
        .catch((error: unknown) => {
          // A database outage: the rows stay due and the next round catches up.
          this.log(`Reminders: a round failed (${describe(error)}); trying again`);
        })
        .finally(() => {
          this.claiming = null;
        });
      this.claiming = { recorded: claimed.then(() => Promise.all(this.unrecorded)).then(() => undefined) };
    }
    return this.claiming.recorded;
  }

  /** A report of the line: reminders of it due soon are looked at again at once (the estimate may move). */
  async replan(lineId: string): Promise<void> {
    const now = this.clock();
    await this.db
      .update(reminders)
      .set({ dueAt: now })
      .where(
        and(
          eq(reminders.lineId, lineId),
          eq(reminders.paused, false),
          gt(reminders.dueAt, now),
          lte(reminders.dueAt, new Date(now.getTime() + REPLAN_HORIZON_MS)),
        ),
      );
    await this.tick();
  }

  private async round(): Promise<void> {
    for (;;) {
      await this.sends.onSizeLessThan(BATCH);
      if (this.stopped) return;
      const now = this.clock();
      const claimed = await this.claim(now);
      if (claimed.length === 0) return;
      await this.handle(claimed, now);
      if (claimed.length < BATCH) return;
    }
  }

  private async claim(now: Date): Promise<ReminderRecord[]> {
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const due = this.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(
        and(
          lte(reminders.dueAt, now),
          eq(reminders.paused, false),
          sql`(${reminders.leaseUntil} is null or ${reminders.leaseUntil} < ${now})`,
        ),
      )
      .orderBy(reminders.dueAt)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    return this.db.update(reminders).set({ leaseUntil }).where(inArray(reminders.id, due)).returning();
  }

  /** Decides each claimed row and queues its send; the row is `unrecorded` until it is recorded. */
  private async handle(claimed: ReminderRecord[], now: Date): Promise<void> {
    const subscriptionIds = [...new Set(claimed.map((record) => record.subscriptionId))];
    const subscriptions = new Map(
      (
        await this.db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.id, subscriptionIds))
      ).map((row) => [row.id, row]),
    );
    const reportsByLine = new Map<string, LineReport[]>();
    for (const lineId of new Set(claimed.map((record) => record.lineId)))
      reportsByLine.set(lineId, await lineReportsToday(this.db, lineId, now));

    const decided = claimed.flatMap((record) => {
      const subscription = subscriptions.get(record.subscriptionId);
      if (!subscription) return [];
      const decision = decideReminder(
        toPlan(record),
        now,
        reportsByLine.get(record.lineId) ?? [],
        this.pastRiders.of(record.lineId, now),
      );
      return [{ record, subscription, decision }];
    });
    for (const { record, subscription, decision, priority } of this.inFairOrder(decided)) {
      const outcome =
        decision.action === "send"
          ? this.queueSend(record, subscription.endpoint, priority, () =>
              this.deliver(record, subscription, decision, now),
            )
          : Promise.resolve(undefined);
      const row = outcome
        .then((ended) =>
          ended === LEFT_TO_NEXT_CLAIM
            ? undefined
            : this.record({ record, decision, outcome: ended, at: this.clock() }),
        )
        .catch((error: unknown) => {
          // Left leased: after its lease another round decides it again, if it is still useful.
          this.log(`Reminders: could not record reminder ${record.id} (${describe(error)})`);
        })
        .finally(() => this.unrecorded.delete(row));
      this.unrecorded.add(row);
    }
  }

  /**
   * Sends are shared fairly between devices: a device's first send goes before another's second, and a
   * device whose last send failed goes after everyone else. One rider's tarpit push service, or many
   * reminders of one device, then hold up no other rider's reminder
   * (docs/decisions/126-push-sends-shared-fairly-between-devices.md). The queue orders what waits; the
   * batch is queued in the same order, since the first sends start as they are queued.
   */
  private inFairOrder<T extends { record: ReminderRecord }>(items: T[]): (T & { priority: number })[] {
    const inBatch = new Map<string, number>();
    return items
      .map((item) => {
        const device = item.record.subscriptionId;
        const before = inBatch.get(device) ?? 0;
        inBatch.set(device, before + 1);
        const ahead = (this.sendsPerDevice.get(device) ?? 0) + before;
        return { ...item, priority: (this.failingDevices.has(device) ? FAILING_PRIORITY : 0) - ahead };
      })
      .sort((a, b) => b.priority - a.priority);
  }

  private queueSend(
    record: ReminderRecord,
    endpoint: string,
    priority: number,
    send: () => Promise<PushOutcome>,
  ): Promise<PushOutcome | typeof LEFT_TO_NEXT_CLAIM> {
    const device = record.subscriptionId;
    this.sendsPerDevice.set(device, (this.sendsPerDevice.get(device) ?? 0) + 1);
    const timedSend = () =>
      this.sends.add(
        async () => {
          const leaseLeftMs = (record.leaseUntil?.getTime() ?? 0) - this.clock().getTime();
          if (leaseLeftMs < LEASE_LEFT_TO_START_MS) return LEFT_TO_NEXT_CLAIM;
          const startedMs = performance.now();
          const outcome = await send();
          return { outcome, slow: performance.now() - startedMs > SLOW_SEND_MS };
        },
        { priority },
      );
    // Another service's send enters `sends` only while fewer than OTHER_SERVICES_CONCURRENCY of them are in
    // it, waiting or under way: the rest of its slots stay the browsers' services'.
    const queued = this.atBrowserService(endpoint)
      ? timedSend()
      : this.otherServiceSends.add(timedSend, { priority });
    return queued
      .then((ended) => {
        if (ended === LEFT_TO_NEXT_CLAIM) return ended;
        this.noteOutcome(device, ended.outcome, ended.slow);
        return ended.outcome;
      })
      .finally(() => {
        const left = (this.sendsPerDevice.get(device) ?? 1) - 1;
        if (left > 0) this.sendsPerDevice.set(device, left);
        else this.sendsPerDevice.delete(device);
      });
  }

  private noteOutcome(device: string, outcome: PushOutcome, slow: boolean): void {
    if (outcome.kind !== "failed" && !slow) {
      this.failingDevices.delete(device);
      return;
    }
    if (this.stopped) return;
    this.failingDevices.add(device);
    if (this.failingDevices.size > FAILING_DEVICES_KEPT) {
      const [oldest] = this.failingDevices;
      if (oldest !== undefined) this.failingDevices.delete(oldest);
    }
  }

  /**
   * Queues a row to be recorded with the others that end meanwhile: the database sees one write per kind
   * of outcome and group rather than one per reminder.
   */
  private record(settled: Settled): Promise<void> {
    return new Promise((recorded, failed) => {
      this.toRecord.push({ settled, recorded, failed });
      this.recording ??= this.recordQueued();
    });
  }

  private async recordQueued(): Promise<void> {
    while (this.toRecord.length > 0) {
      const group = this.toRecord.splice(0);
      try {
        await this.settleWithRetries(
          group.map((entry) => entry.settled),
          this.clock(),
        );
        for (const entry of group) entry.recorded();
      } catch (error) {
        for (const entry of group) entry.failed(error);
      }
    }
    // No await since the loop's last look: a row queued from here on starts the next recording.
    this.recording = null;
  }

  private deliver(
    record: ReminderRecord,
    subscription: typeof pushSubscriptions.$inferSelect,
    decision: Extract<ReminderDecision, { action: "send" }>,
    now: Date,
  ): Promise<PushOutcome> {
    if (this.stopped) return Promise.resolve({ kind: "failed", reason: "the server is stopping" });
    const language = isLanguage(subscription.language) ? subscription.language : "en";
    const notification = reminderNotification(toPlanTarget(record), decision.notice, language, now);
    // The message is worth delivering only while the train has not come.
    const usefulMs =
      decision.notice.kind === "arriving" ? decision.notice.minutes * MINUTE_MS - MINUTE_MS : 3 * MINUTE_MS;
    const controller = new AbortController();
    this.underway.add(controller);
    return this.send(
      subscription,
      {
        payload: JSON.stringify(notification),
        ttlSeconds: Math.max(30, usefulMs / 1000),
        topic: record.id.replaceAll("-", ""),
      },
      controller.signal,
    ).finally(() => this.underway.delete(controller));
  }

  /**
   * Records what happened to a batch. Retried: a batch left unsettled would be sent again when its
   * lease ends.
   */
  private async settleWithRetries(settled: Settled[], now: Date): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.settle(settled, now);
        return;
      } catch (error) {
        if (attempt >= SETTLE_ATTEMPTS || this.stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * 500));
      }
    }
  }

  private async settle(settled: Settled[], now: Date): Promise<void> {
    const gone = new Set<string>();
    const finished: string[] = [];
    const retry: string[] = [];
    const moved: { id: string; next: Occurrence }[] = [];
    for (const { record, decision, outcome } of settled) {
      if (outcome?.kind === "gone") gone.add(record.subscriptionId);
      else if (outcome && outcome.kind !== "sent") retry.push(record.id);
      else if (decision.next) moved.push({ id: record.id, next: decision.next });
      else finished.push(record.id);
    }
    if (gone.size > 0)
      await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...gone]));
    if (finished.length > 0) await this.db.delete(reminders).where(inArray(reminders.id, finished));
    // Looked at again shortly: the next look decides whether it is still worth sending.
    if (retry.length > 0)
      await this.db
        .update(reminders)
        .set({ leaseUntil: new Date(now.getTime() + RETRY_MS) })
        .where(inArray(reminders.id, retry));
    for (const { id, next } of moved)
      await this.db
        .update(reminders)
        .set({ dueAt: next.dueAt, trainAt: next.trainAt, stage: next.stage, leaseUntil: null })
        .where(eq(reminders.id, id));
    // Counted once the batch is recorded, so a retried settle does not count twice.
    this.counters.subscriptionsRemoved += gone.size;
    for (const { record, outcome, at } of settled) {
      if (outcome?.kind === "gone") this.counters.deletedSubscriptions += 1;
      else if (outcome && outcome.kind !== "sent") {
        this.counters.failed += 1;
        this.log(`Reminders: could not send reminder ${record.id} (${outcome.kind}: ${outcome.reason})`);
      } else if (outcome?.kind === "sent" && record.dueAt) {
        this.counters.sent += 1;
        const late = Math.max(0, at.getTime() - record.dueAt.getTime());
        this.counters.lateMsTotal += late;
        this.counters.lateMsMax = Math.max(this.counters.lateMsMax, late);
      }
    }
  }
}

interface Settled {
  record: ReminderRecord;
  decision: ReminderDecision;
  outcome: PushOutcome | undefined;
  /** When its send ended. */
  at: Date;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function toPlanTarget(record: ReminderRecord) {
  const plan = toPlan(record);
  return { id: record.id, lineId: plan.lineId, stationId: plan.stationId, direction: plan.direction };
}
