import type { LineId } from "../domain-types";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";

/**
 * The arrivals screen's open check, separate from the timetable on purpose (decision 022): hours of the
 * day with decimals as they were given, [open, close), read at whole-minute precision.
 */
const OPEN_CHECK_HOURS: Record<LineId, { open: number; weekendOpen: number; close: number }> = {
  lrt1: { open: 4.5, weekendOpen: 5, close: 22.75 },
  lrt2: { open: 5, weekendOpen: 5, close: 21 },
  mrt3: { open: 4.6, weekendOpen: 4.6, close: 22.18 },
};

/** The operating hours the closed screen shows (decision 022: a third table, also on purpose). */
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
