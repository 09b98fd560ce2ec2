import type { PushSubscriptionInput } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { pushSubscriptions, reminders } from "#server/db/schema.ts";

const MINUTE_MS = 60_000;
/** Rows per INSERT, below PostgreSQL's limit of parameters in one statement. */
const CHUNK = 1000;

/** A next-train reminder of the device `subscriptionId` (MRT-3, Araneta Center-Cubao, northbound, 5 minutes ahead). */
export function dueReminderRow(subscriptionId: string, due: Date, createdAt: Date) {
  return {
    subscriptionId,
    kind: "next-train",
    lineId: "mrt3",
    stationId: "cube",
    direction: "northbound",
    leadMinutes: 5,
    trainAt: new Date(due.getTime() + 5 * MINUTE_MS),
    dueAt: due,
    createdAt,
  };
}

/**
 * Stores one next-train reminder (MRT-3, Araneta Center-Cubao, northbound, 5 minutes ahead) for each
 * subscription, due at `dueAt(index)`, straight into the tables as the API would: for waves bigger than
 * the API's rate limit lets one client create. Returns each reminder's id with its moment.
 */
export async function storeDueReminders(
  db: Db,
  subscriptions: PushSubscriptionInput[],
  dueAt: (index: number) => Date,
  createdAt: Date,
): Promise<{ id: string; dueAt: Date | null }[]> {
  const stored: { id: string; dueAt: Date | null }[] = [];
  for (let start = 0; start < subscriptions.length; start += CHUNK) {
    const chunk = subscriptions.slice(start, start + CHUNK);
    const devices = await db
      .insert(pushSubscriptions)
      .values(
        chunk.map((subscription) => ({
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          language: "en",
          createdAt,
        })),
      )
      .returning({ id: pushSubscriptions.id });
    const rows = await db
      .insert(reminders)
      .values(devices.map(({ id }, index) => dueReminderRow(id, dueAt(start + index), createdAt)))
      .returning({ id: reminders.id, dueAt: reminders.dueAt });
    stored.push(...rows);
  }
  return stored;
}
