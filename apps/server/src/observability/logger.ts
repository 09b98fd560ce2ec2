import { type DestinationStream, destination as fileDestination, type Logger, pino } from "pino";

export type { Logger };

/**
 * One JSON object a line, on stdout unless a destination is given: `time` (ISO), `level` (a word),
 * `msg`, and on every line of a request its `requestId` (README, "Running in production"). Stdout is
 * written asynchronously: lines logged while a write is under way go out together in the next, instead of
 * one blocking system call per request (docs/decisions/060-reads-from-memory.md); what is left is written
 * out when the process exits.
 */
export function createLogger(destination?: DestinationStream): Logger {
  return pino(
    {
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? fileDestination({ dest: 1, sync: false }),
  );
}
