import { type AccuracyAnswer, accuracyAnswerSchema, MESSAGES } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { ApiError, readRefusal } from "../../../lib/api-error";

/** The server recomputes the figures at most every 5 minutes; asking more often gains nothing. */
const ACCURACY_STALE_MS = 5 * 60_000;

/** Each line's published accuracy (GET /api/accuracy), checked against core's schema. */
export async function fetchAccuracy(signal?: AbortSignal): Promise<AccuracyAnswer> {
  let response: Response;
  try {
    response = await fetch("/api/accuracy", { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.invalidResponseFormat);
  const parsed = accuracyAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(MESSAGES.invalidResponseFormat, response.status);
  return parsed.data;
}

export const accuracyQueryOptions = queryOptions({
  queryKey: ["accuracy"] as const,
  queryFn: ({ signal }) => fetchAccuracy(signal),
  staleTime: ACCURACY_STALE_MS,
});
