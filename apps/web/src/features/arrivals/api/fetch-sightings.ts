import type { LineId, LineSightings } from "@riles/core";
import { type AnswerOptions, answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { checkHealth } from "#web/lib/check-health.ts";
import { messages } from "#web/lib/i18n/i18n.ts";

/**
 * The validation code (zod) is its own chunk, fetched with the first arrivals rather than with the first
 * screen: a commuter on slow mobile data sees the line picker sooner. The import starts alongside the
 * connection check, so it adds no wait of its own.
 */
const loadParser = () => import("./parse-sightings");

/**
 * The line's learned run times and recent reports (GET /api/sightings), after the product's connectivity
 * check. Every failure becomes an Error carrying the message the screen shows.
 */
export async function fetchSightings(
  lineId: LineId,
  signal?: AbortSignal,
  onAnswer?: AnswerOptions["onAnswer"],
): Promise<LineSightings> {
  const parser = loadParser();
  await checkHealth(signal);
  const body: unknown = await answerOf(
    api.GET("/api/sightings", { params: { query: { line: lineId } }, signal }),
    {
      signal,
      onAnswer,
      fallback: () => messages().unexpectedFetchEtas,
    },
  );
  const sightings = (await parser).parseSightings(body);
  if (!sightings) throw new ApiError(messages().invalidResponseFormat, 200);
  return sightings;
}
