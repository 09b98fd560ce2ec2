import type { LineId } from "../domain-types";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";

/**
 * The ETA screen's open check (spec section 9), separate from the schedule table: hours of the day as
 * the spec gives them, [open, close), read at whole-minute precision.
 */
export const OPEN_CHECK_HOURS: Record<LineId, { open: number; weekendOpen: number; close: number }> = {
  lrt1: { open: 4.5, weekendOpen: 5, close: 22.75 },
  lrt2: { open: 5, weekendOpen: 5, close: 21 },
  mrt3: { open: 4.6, weekendOpen: 4.6, close: 22.18 },
};

/** The operating hours the closed screen shows (spec section 2). */
export const CLOSED_HOURS_TEXT: Record<LineId, string> = {
  lrt1: "4:30 AM - 10:30 PM",
  lrt2: "5:00 AM - 9:00 PM",
  mrt3: "4:36 AM - 10:11 PM",
};

export function isLineOpen(lineId: LineId, now: Date): boolean {
  const hours = OPEN_CHECK_HOURS[lineId];
  if (!hours) return false;
  const hourOfDay = manilaMinuteOfDay(now) / 60;
  const open = isManilaWeekend(now) ? hours.weekendOpen : hours.open;
  return hourOfDay >= open && hourOfDay < hours.close;
}
