import { type DestinationStream, destination as fileDestination, type Logger, pino } from "pino";

export type { Logger };

/** Lines are written to stdout once this many bytes have gathered... */
const BATCH_BYTES = 4096;
/** ...and at the latest this often. */
const FLUSH_EVERY_MS = 100;

/**
 * One JSON object a line, on stdout unless a destination is given: `time` (ISO), `level` (a word),
 * `msg`, and on every line of a request its `requestId` (README, "Running in production"). Stdout is
 * written asynchronously and in batches: every write to stdout costs a system call and waking a thread
 * whatever its length, more than the line itself (docs/decisions/060-reads-from-memory.md,
 * docs/decisions/069-reads-and-streams-leaner.md). pino's own destination gathers them and writes out
 * what is left when the process exits (docs/decisions/092-pino-batches-the-log.md).
 */
export function createLogger(
  destination: DestinationStream = fileDestination({
    dest: 1,
    sync: false,
    minLength: BATCH_BYTES,
    periodicFlush: FLUSH_EVERY_MS,
  }),
): Logger {
  const time = isoTimeOfThisMillisecond();
  const logger = pino(
    { base: undefined, timestamp: time, formatters: { level: (label) => ({ level: label }) } },
    destination,
  );
  linesOf.set(logger, { destination, time });
  return logger;
}

/** Where each logger `createLogger` made writes its lines, and its `time` field. */
const linesOf = new WeakMap<Logger, { destination: DestinationStream; time: () => string }>();

/**
 * Writes `logger`'s info lines of one message from fields already written as JSON, the text pino writes
 * for them: `{"level":"info","time":…,<fields>,"msg":<msg>}`. For the lines of the busiest answers, which
 * pino's serializer, made for any object, costs ten times more than the line itself
 * (docs/decisions/073-kept-answers-leaner.md). `fields` must be valid JSON members, made from values that
 * need no escaping. The logger must be one `createLogger` made.
 */
export function infoLineWriter(logger: Logger, msg: string): (fields: string) => void {
  const lines = linesOf.get(logger);
  if (!lines) throw new Error("infoLineWriter needs a logger createLogger made");
  const { destination, time } = lines;
  const end = `,"msg":${JSON.stringify(msg)}}\n`;
  return (fields) => {
    if (logger.isLevelEnabled("info")) destination.write(`{"level":"info"${time()},${fields}${end}`);
  };
}

/**
 * pino's `isoTime`, made once a millisecond: under load many lines share one, and formatting a date costs
 * more than the rest of a line's fields.
 */
function isoTimeOfThisMillisecond(): () => string {
  let millisecond = Number.NaN;
  let field = "";
  return () => {
    const now = Date.now();
    if (now !== millisecond) {
      millisecond = now;
      field = `,"time":"${new Date(now).toISOString()}"`;
    }
    return field;
  };
}
