/** Reminders (docs/product.md, "Reminders"): the choices a commuter has and the limits the server keeps. */
export const REMINDER_LEAD_MINUTES = [2, 5, 10] as const;
export type ReminderLeadMinutes = (typeof REMINDER_LEAD_MINUTES)[number];
export const DEFAULT_LEAD_MINUTES: ReminderLeadMinutes = 5;
export const MAX_REMINDERS_PER_DEVICE = 20;
export const REMINDER_KINDS = ["next-train", "regular", "get-off"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Weekdays as Manila counts them: 0 = Sunday ... 6 = Saturday. */
export const WEEKDAYS = [1, 2, 3, 4, 5] as const;
