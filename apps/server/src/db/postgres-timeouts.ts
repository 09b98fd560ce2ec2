/**
 * Every wait on PostgreSQL is bounded, so a request during an outage is answered (503) within 5 s instead
 * of hanging (docs/decisions/020-database-outages.md).
 */
const POSTGRES_TIMEOUTS = {
  connectMs: 2000,
  /** Client side: a query whose answer does not arrive in time fails, even when the server hangs. */
  queryMs: 4000,
  /** Server side: the same bound, so PostgreSQL stops the work too. */
  statementMs: 4000,
  idleInTransactionMs: 10_000,
} as const;

export const postgresClientOptions = {
  connectionTimeoutMillis: POSTGRES_TIMEOUTS.connectMs,
  query_timeout: POSTGRES_TIMEOUTS.queryMs,
  statement_timeout: POSTGRES_TIMEOUTS.statementMs,
  idle_in_transaction_session_timeout: POSTGRES_TIMEOUTS.idleInTransactionMs,
  keepAlive: true,
};
