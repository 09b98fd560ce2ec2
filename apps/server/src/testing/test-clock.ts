const MINUTE_MS = 60_000;

/**
 * A clock a test file moves by hand: the server it starts reads `now`, and the tests move it to so many
 * minutes after `start` (or on by a few milliseconds) between steps.
 */
export function testClock(start: Date) {
  let current = start;
  const atMinute = (minutes: number) => new Date(start.getTime() + minutes * MINUTE_MS);
  return {
    now: () => current,
    /** The instant this many minutes after the start. */
    atMinute,
    moveToMinute(minutes: number) {
      current = atMinute(minutes);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
