import { api } from "./api/api-client";
import { type ApiError, noConnectionError, refusalError } from "./api-error";
import { messages } from "./i18n/i18n";

/**
 * The product's connectivity check: the server must reach its database (GET /api/health answers 200 only
 * after a real round trip). Throws the product's message when it does not; the server's own 503 saying its
 * database is not answering stays that refusal, so a screen can tell it from no answer at all
 * (docs/decisions/165-honest-when-the-network-is-bad.md); so does its 429 when this address has asked too
 * often (docs/decisions/166-database-requests-per-address.md), which is not a failed connection.
 */
export async function checkHealth(signal?: AbortSignal): Promise<void> {
  let refusal: ApiError | undefined;
  try {
    const { response, error } = await api.GET("/api/health", {
      cache: "no-store",
      signal,
      parseAs: "stream",
    });
    if (response.ok) {
      await response.body?.cancel();
      return;
    }
    if (response.status === 503 || response.status === 429)
      refusal = await refusalError(error, response.status, messages().databaseConnectionFailed);
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  throw refusal?.code === "databaseUnavailable" || refusal?.status === 429
    ? refusal
    : noConnectionError(messages().databaseConnectionFailed);
}
