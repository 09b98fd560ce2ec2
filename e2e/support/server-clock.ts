/**
 * The server's clock in end-to-end runs: it starts at E2E_CLOCK_START (the weekday Manila morning the
 * tests are written for) and then runs at real speed. A test that makes reports pins the browser to this
 * clock, so "the last 30 minutes" means the same thing on both sides.
 */
export const E2E_CLOCK_START = new Date("2026-11-24T08:03:00+08:00");

export function serverNow(): Date {
  const setAt = Number(process.env.E2E_CLOCK_SET_AT_MS);
  if (!setAt) throw new Error("E2E_CLOCK_SET_AT_MS is not set: run through the Playwright global setup");
  return new Date(E2E_CLOCK_START.getTime() + (Date.now() - setAt));
}
