import {
  type CreateReminderInput,
  type DeviceCredentials,
  firstGetOff,
  firstNextTrain,
  MAX_REMINDERS_PER_DEVICE,
  nextRegularTrip,
  type Occurrence,
  type ReminderRow,
} from "@riles/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { pushSubscriptions, reminders } from "#server/db/schema.ts";
import type { PastRiders } from "#server/sightings/past-riders.ts";
import { lineReportsToday } from "./line-reports";
import { minutesOfDay, toPlan, toReminderRow } from "./reminder-record";

const MINUTE_MS = 60_000;
/** A get-off alert is for a train coming soon (the arrivals screen shows the next 10 minutes). */
const GET_OFF_TRAIN_RANGE_MS = 60 * MINUTE_MS;

type CreateResult =
  /** `created` is false when the device already had this very reminder: it is answered instead. */
  | { ok: true; row: ReminderRow; created: boolean }
  | {
      ok: false;
      status: 400 | 409;
      refusal: "pushSubscriptionInvalid" | "tooManyReminders" | "noTrainToRemind" | "reminderTrainInvalid";
    };

/** The first moment the new reminder wakes, or why there is none. */
async function firstOccurrence(
  db: Db,
  input: CreateReminderInput,
  now: Date,
  pastRiders: Pick<PastRiders, "of">,
) {
  const spec = input.reminder;
  if (spec.kind === "next-train") {
    const reports = await lineReportsToday(db, spec.line_id, now);
    const plan = {
      lineId: spec.line_id,
      stationId: spec.station_id,
      direction: spec.direction,
      leadMinutes: spec.lead_minutes,
    };
    return firstNextTrain(plan, now, reports, pastRiders.of(spec.line_id, now));
  }
  if (spec.kind === "regular") {
    return nextRegularTrip(
      {
        lineId: spec.line_id,
        stationId: spec.station_id,
        direction: spec.direction,
        leadMinutes: spec.lead_minutes,
        days: spec.days,
        windowStart: minutesOfDay(spec.window_start),
        windowEnd: minutesOfDay(spec.window_end),
      },
      now,
    );
  }
  const trainAt = new Date(spec.train_at);
  return firstGetOff(
    {
      lineId: spec.line_id,
      stationId: spec.station_id,
      direction: spec.direction,
      getOffStationId: spec.get_off_station_id,
    },
    trainAt,
  );
}

/**
 * Stores a reminder for the device, creating its subscription on first use. Serialised per endpoint, so
 * two requests at once cannot pass the limit of 20 together.
 */
export async function createReminder(
  db: Db,
  input: CreateReminderInput,
  now: Date,
  pastRiders: Pick<PastRiders, "of">,
): Promise<CreateResult> {
  const spec = input.reminder;
  if (spec.kind === "get-off") {
    const offset = Date.parse(spec.train_at) - now.getTime();
    if (offset < -GET_OFF_TRAIN_RANGE_MS || offset > GET_OFF_TRAIN_RANGE_MS)
      return { ok: false, status: 400, refusal: "reminderTrainInvalid" };
  }
  const first: Occurrence | undefined = await firstOccurrence(db, input, now, pastRiders);
  if (!first) return { ok: false, status: 400, refusal: "noTrainToRemind" };
  const { endpoint, keys } = input.subscription;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${endpoint}))`);
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    // Only the browser that holds the subscription's auth secret may add to it.
    if (existing && existing.auth !== keys.auth)
      return { ok: false, status: 400, refusal: "pushSubscriptionInvalid" } as const;
    let subscriptionId = existing?.id;
    if (existing) {
      await tx
        .update(pushSubscriptions)
        .set({ p256dh: keys.p256dh, language: input.language })
        .where(eq(pushSubscriptions.id, existing.id));
    } else {
      const [created] = await tx
        .insert(pushSubscriptions)
        .values({ endpoint, p256dh: keys.p256dh, auth: keys.auth, language: input.language, createdAt: now })
        .returning({ id: pushSubscriptions.id });
      subscriptionId = created?.id;
    }
    if (!subscriptionId) throw new Error("The subscription insert returned no row");
    const wanted = {
      subscriptionId,
      kind: spec.kind,
      lineId: spec.line_id,
      stationId: spec.station_id,
      direction: spec.direction,
      leadMinutes: spec.kind === "get-off" ? 0 : spec.lead_minutes,
      days: spec.kind === "regular" ? [...spec.days].sort() : null,
      windowStart: spec.kind === "regular" ? minutesOfDay(spec.window_start) : null,
      windowEnd: spec.kind === "regular" ? minutesOfDay(spec.window_end) : null,
      getOffStationId: spec.kind === "get-off" ? spec.get_off_station_id : null,
      trainAt: first.trainAt,
    };
    const held = await tx.select().from(reminders).where(eq(reminders.subscriptionId, subscriptionId));
    // A request sent again because its answer was lost on the way (or a second tap) must not make the
    // device buzz twice for one train.
    const same = held.find((record) => sameReminder(record, wanted));
    if (same) return { ok: true, row: toReminderRow(same), created: false } as const;
    if (held.length >= MAX_REMINDERS_PER_DEVICE)
      return { ok: false, status: 409, refusal: "tooManyReminders" } as const;
    const [record] = await tx
      .insert(reminders)
      .values({ ...wanted, stage: first.stage, dueAt: first.dueAt, createdAt: now })
      .returning();
    if (!record) throw new Error("The reminder insert returned no row");
    return { ok: true, row: toReminderRow(record), created: true } as const;
  });
}

/**
 * Whether a stored reminder asks for what a new one would: the same kind, place, direction, lead and days;
 * a get-off alert also the same train.
 */
function sameReminder(
  stored: typeof reminders.$inferSelect,
  wanted: Omit<typeof reminders.$inferInsert, "stage" | "dueAt" | "createdAt">,
): boolean {
  return (
    stored.kind === wanted.kind &&
    stored.lineId === wanted.lineId &&
    stored.stationId === wanted.stationId &&
    stored.direction === wanted.direction &&
    stored.leadMinutes === wanted.leadMinutes &&
    (stored.days ?? []).join() === (wanted.days ?? []).join() &&
    stored.windowStart === wanted.windowStart &&
    stored.windowEnd === wanted.windowEnd &&
    stored.getOffStationId === wanted.getOffStationId &&
    (stored.kind !== "get-off" || stored.trainAt?.getTime() === wanted.trainAt?.getTime())
  );
}

/** The device's subscription id, when the credentials are its own. */
async function deviceSubscription(db: Db, device: DeviceCredentials): Promise<string | undefined> {
  const [found] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, device.endpoint), eq(pushSubscriptions.auth, device.auth)));
  return found?.id;
}

export async function listReminders(db: Db, device: DeviceCredentials): Promise<ReminderRow[]> {
  const subscriptionId = await deviceSubscription(db, device);
  if (!subscriptionId) return [];
  const records = await db
    .select()
    .from(reminders)
    .where(eq(reminders.subscriptionId, subscriptionId))
    .orderBy(reminders.createdAt);
  return records.map(toReminderRow);
}

/** Pauses or resumes one of the device's reminders; a resumed regular trip plans its next day afresh. */
export async function pauseReminder(
  db: Db,
  device: DeviceCredentials,
  id: string,
  paused: boolean,
  now: Date,
): Promise<ReminderRow | undefined> {
  const subscriptionId = await deviceSubscription(db, device);
  if (!subscriptionId) return undefined;
  const where = and(eq(reminders.id, id), eq(reminders.subscriptionId, subscriptionId));
  const [record] = await db.select().from(reminders).where(where);
  if (!record) return undefined;
  const next = !paused && record.kind === "regular" ? nextRegularTrip(toPlan(record), now) : undefined;
  const [updated] = await db
    .update(reminders)
    .set({ paused, ...(next ? { dueAt: next.dueAt, trainAt: next.trainAt, stage: 0 } : {}) })
    .where(where)
    .returning();
  return updated ? toReminderRow(updated) : undefined;
}

/** Deletes the listed reminders of the device, or (without ids) its subscription and everything with it. */
export async function deleteReminders(
  db: Db,
  device: DeviceCredentials,
  ids: string[] | undefined,
): Promise<number> {
  const subscriptionId = await deviceSubscription(db, device);
  if (!subscriptionId) return 0;
  if (!ids) {
    const gone = await db
      .delete(reminders)
      .where(eq(reminders.subscriptionId, subscriptionId))
      .returning({ id: reminders.id });
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    return gone.length;
  }
  if (ids.length === 0) return 0;
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.subscriptionId, subscriptionId), inArray(reminders.id, ids)))
    .returning({ id: reminders.id });
  return gone.length;
}
