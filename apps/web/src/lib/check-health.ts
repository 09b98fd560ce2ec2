import { MESSAGES } from "@riles/core";
import { ApiError } from "./api-error";

/**
 * The product's connectivity check: the server must reach its database (GET /api/health answers 200 only
 * after a real round trip). Throws the product's message when it does not, whatever went wrong on the way.
 */
export async function checkHealth(signal?: AbortSignal): Promise<void> {
  try {
    const response = await fetch("/api/health", { cache: "no-store", signal });
    if (response.ok) return;
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
}
