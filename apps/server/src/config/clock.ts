/** The server's only source of time; tests and e2e runs substitute their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and then runs at real speed. */
export function clockStartingAt(start: Date, realNow: () => number = Date.now): Clock {
  const offset = start.getTime() - realNow();
  return () => new Date(realNow() + offset);
}
