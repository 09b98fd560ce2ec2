import { type LineId, type LineSightings, MESSAGES } from "@riles/core";
import { ApiError, readRefusal } from "../../../lib/api-error";
import { checkHealth } from "../../../lib/check-health";

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
export async function fetchSightings(lineId: LineId, signal?: AbortSignal): Promise<LineSightings> {
  const parser = loadParser();
  await checkHealth(signal);
  const query = new URLSearchParams({ line: lineId });
  let response: Response;
  try {
    response = await fetch(`/api/sightings?${query}`, { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.unexpectedFetchEtas);
  const body: unknown = await response.json().catch(() => undefined);
  const { parseSightings } = await parser;
  return parseSightings(body);
}
