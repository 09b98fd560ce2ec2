import { type AccuracyAnswer, accuracyAnswerSchema } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { messages } from "#web/lib/i18n/i18n.ts";

/** The server recomputes the figures at most every 5 minutes; asking more often gains nothing. */
const ACCURACY_STALE_MS = 5 * 60_000;

/** Each line's published accuracy (GET /api/accuracy), checked against core's schema. */
async function fetchAccuracy(signal?: AbortSignal): Promise<AccuracyAnswer> {
  const body = await answerOf(api.GET("/api/accuracy", { signal }), {
    signal,
    fallback: () => messages().invalidResponseFormat,
  });
  const parsed = accuracyAnswerSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(messages().invalidResponseFormat, 200);
  return parsed.data;
}

export const accuracyQueryOptions = queryOptions({
  queryKey: ["accuracy"] as const,
  queryFn: ({ signal }) => fetchAccuracy(signal),
  staleTime: ACCURACY_STALE_MS,
});
