/**
 * The arithmetic of a bucket of requests kept as one time, when it is full again (the generic cell rate
 * algorithm), shared by the buckets in memory (address-request-buckets.ts) and in the database
 * (rate-limit.ts): docs/decisions/170-buckets-not-windows.md.
 */

/**
 * How far past a window ahead of the clock a bucket's time may be from rounding alone (sums of a window's
 * share in memory, microseconds in PostgreSQL); further ahead, the clock has stepped back since.
 */
export const ROUNDING_SLACK_MS = 1;

/**
 * When a bucket set to be full at `fullAtMs` is full again, seen at `nowMs`; `nowMs` when it is full now.
 * A time more than a window ahead was set by a clock that has since stepped back, as a time server may
 * correct it: that bucket is taken as full rather than refusing its key for as long as the step.
 */
export function fullAgainAt(fullAtMs: number | undefined, nowMs: number, windowMs: number): number {
  if (fullAtMs === undefined || fullAtMs > nowMs + windowMs + ROUNDING_SLACK_MS) return nowMs;
  return Math.max(fullAtMs, nowMs);
}

/** The ms until a bucket of `allowance` requests a window holds one request; 0 when it does now. */
export function waitForOne(fullAtMs: number | undefined, nowMs: number, windowMs: number, allowance: number) {
  const waitMs = fullAgainAt(fullAtMs, nowMs, windowMs) + windowMs / allowance - windowMs - nowMs;
  // A window's share of requests is seldom a whole number of ms: sums of them drift by a few ulps.
  return waitMs > 1e-6 ? waitMs : 0;
}
