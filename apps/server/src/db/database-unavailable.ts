/**
 * Whether an error means the database could not be reached or did not answer in time, rather than a bug:
 * such requests get 503 and an honest message (docs/decisions/020-database-outages.md). Drizzle wraps the
 * driver's error, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (isUnavailableHere(current)) return true;
    current = current.cause;
  }
  return false;
}

const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

// PostgreSQL's SQLSTATEs: class 08 (connection exception), 57P0x (shutting down or starting up),
// 53300 (too many connections), 57014 (a statement cancelled by statement_timeout).
const POSTGRES_CODE = /^(08...|57P0.|53300|57014)$/;

// What node-postgres says when the socket dies, a connect times out or an answer does not come.
const DRIVER_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Client was closed/i;

function isUnavailableHere(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (NETWORK_CODES.has(code) || POSTGRES_CODE.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner))) {
    return true;
  }
  return DRIVER_MESSAGE.test(error.message);
}
