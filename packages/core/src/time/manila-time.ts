/**
 * The only place that knows about time zones. Manila is UTC+8 all year (no DST since 1990), so its wall
 * time is plain arithmetic on the instant: correct whatever the host's zone is, and cheap.
 */

export const MANILA_TIME_ZONE = "Asia/Manila";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const MANILA_OFFSET_MS = 8 * 60 * MINUTE_MS;

/** 1970-01-01 was a Thursday; with Sunday = 0 that is weekday 4. */
const EPOCH_WEEKDAY = 4;

function manilaDayNumber(nowMs: number): number {
  return Math.floor((nowMs + MANILA_OFFSET_MS) / DAY_MS);
}

/** The instant (epoch ms) at which the Manila calendar day containing `now` began. */
export function manilaDayStartMs(now: Date): number {
  return manilaDayNumber(now.getTime()) * DAY_MS - MANILA_OFFSET_MS;
}

/** Milliseconds since Manila midnight. */
function manilaMsOfDay(now: Date): number {
  return now.getTime() - manilaDayStartMs(now);
}

/** Whole minutes since Manila midnight, 0..1439. */
export function manilaMinuteOfDay(now: Date): number {
  return Math.floor(manilaMsOfDay(now) / MINUTE_MS);
}

/** 0 = Sunday … 6 = Saturday, in Manila. */
export function manilaWeekday(now: Date): number {
  const weekday = (manilaDayNumber(now.getTime()) + EPOCH_WEEKDAY) % 7;
  return weekday < 0 ? weekday + 7 : weekday;
}

export function isManilaWeekend(now: Date): boolean {
  const weekday = manilaWeekday(now);
  return weekday === 0 || weekday === 6;
}

/** The Manila calendar date of `now`, as YYYY-MM-DD. */
export function manilaDate(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}
