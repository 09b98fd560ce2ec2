import { type DestinationStream, type Logger, pino } from "pino";

export type { Logger };

/**
 * One JSON object a line, on stdout unless a destination is given: `time` (ISO), `level` (a word),
 * `msg`, and on every line of a request its `requestId` (README, "Running in production").
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
