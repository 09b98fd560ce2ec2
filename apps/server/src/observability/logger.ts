import { type DestinationStream, destination as fileDestination, type Logger, pino } from "pino";

export type { Logger };

/** Lines are written to stdout once this many bytes have gathered... */
const BATCH_BYTES = 4096;
/** ...or this long after the first of them, whichever comes first. */
const LINGER_MS = 100;

/**
 * One JSON object a line, on stdout unless a destination is given: `time` (ISO), `level` (a word),
 * `msg`, and on every line of a request its `requestId` (README, "Running in production"). Stdout is
 * written asynchronously and in batches: every write to stdout costs a system call and waking a thread
 * whatever its length, more than the line itself (docs/decisions/060-reads-from-memory.md,
 * docs/decisions/069-reads-and-streams-leaner.md); what is left is written out when the process exits.
 */
export function createLogger(destination: DestinationStream = batchedStdout()): Logger {
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

function batchedStdout(): DestinationStream {
  const stdout = fileDestination({ dest: 1, sync: false });
  let gathered: string[] = [];
  let gatheredLength = 0;
  let lingering: NodeJS.Timeout | undefined;
  const writeOut = () => {
    clearTimeout(lingering);
    lingering = undefined;
    if (gathered.length === 0) return;
    stdout.write(gathered.join(""));
    gathered = [];
    gatheredLength = 0;
  };
  // pino's own exit handler writes out what `stdout` holds: what is gathered here must reach it first.
  process.prependListener("exit", writeOut);
  return {
    write(line: string) {
      gathered.push(line);
      gatheredLength += line.length;
      if (gatheredLength >= BATCH_BYTES) writeOut();
      else lingering ??= setTimeout(writeOut, LINGER_MS).unref();
    },
  };
}
