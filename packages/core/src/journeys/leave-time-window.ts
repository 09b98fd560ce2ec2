const HOUR_MS = 60 * 60_000;

/**
 * How far from now a journey may be asked to leave: a day back, for a phone whose clock is off or a plan
 * left open, and 30 days ahead. Further out the timetable, fares and stations are not the ones we hold
 * (docs/product.md, Journeys).
 */
const LEAVE_TIME_WINDOW = { pastMs: 24 * HOUR_MS, aheadMs: 30 * 24 * HOUR_MS } as const;

/** Whether a journey leaving at `at` (an ISO instant; now when absent) can be planned at `now`. */
export function leaveTimeInWindow(at: string | undefined, now: Date): boolean {
  if (at === undefined) return true;
  const fromNowMs = Date.parse(at) - now.getTime();
  return fromNowMs >= -LEAVE_TIME_WINDOW.pastMs && fromNowMs <= LEAVE_TIME_WINDOW.aheadMs;
}
