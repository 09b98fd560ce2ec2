import { crowdingWindowStart } from "@riles/core";

export const HOUR_MS = 3_600_000;

/** The UTC hour an instant falls in (Manila is UTC+8 all year, so it is also a Manila hour). */
const hourOf = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;

/**
 * The window's hours: whole closed hours come from the summary, and the two partial ones (the hour the
 * window starts in and the current hour) from the reports themselves.
 */
export function crowdingHoursOf(now: Date) {
  const windowStart = crowdingWindowStart(now);
  return {
    windowStart,
    /** The first hour wholly inside (now - 8 weeks, now]. */
    firstWhole: new Date(hourOf(windowStart.getTime()) + HOUR_MS),
    current: new Date(hourOf(now.getTime())),
  };
}
