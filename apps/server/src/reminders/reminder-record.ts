import type { ReminderPlan, ReminderRow } from "@riles/core";
import type { reminders } from "#server/db/schema.ts";

export type ReminderRecord = typeof reminders.$inferSelect;

const timeOfDay = (minutes: number | null) =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function minutesOfDay(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** A stored reminder as the API shows it. */
export function toReminderRow(record: ReminderRecord): ReminderRow {
  return {
    id: record.id,
    kind: record.kind as ReminderRow["kind"],
    line_id: record.lineId as ReminderRow["line_id"],
    station_id: record.stationId,
    direction: record.direction as ReminderRow["direction"],
    lead_minutes: record.leadMinutes,
    days: record.days,
    window_start: timeOfDay(record.windowStart),
    window_end: timeOfDay(record.windowEnd),
    get_off_station_id: record.getOffStationId,
    paused: record.paused,
    next_at: record.dueAt?.toISOString() ?? null,
    train_at: record.trainAt.toISOString(),
  };
}

/** A stored reminder as core's planner reads it. */
export function toPlan(record: ReminderRecord): ReminderPlan {
  return {
    kind: record.kind as ReminderPlan["kind"],
    lineId: record.lineId as ReminderPlan["lineId"],
    stationId: record.stationId,
    direction: record.direction as ReminderPlan["direction"],
    leadMinutes: record.leadMinutes,
    days: record.days,
    windowStart: record.windowStart,
    windowEnd: record.windowEnd,
    getOffStationId: record.getOffStationId,
    trainAt: record.trainAt,
    stage: record.stage,
  };
}
