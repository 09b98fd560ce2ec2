import { api } from "./api/api-client";
import { ApiError } from "./api-error";
import { messages } from "./i18n/i18n";

/**
 * The product's connectivity check: the server must reach its database (GET /api/health answers 200 only
 * after a real round trip). Throws the product's message when it does not, whatever went wrong on the way.
 */
export async function checkHealth(signal?: AbortSignal): Promise<void> {
  try {
    const { response } = await api.GET("/api/health", { cache: "no-store", signal, parseAs: "stream" });
    await response.body?.cancel();
    if (response.ok) return;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  throw new ApiError(messages().databaseConnectionFailed, 0);
}
