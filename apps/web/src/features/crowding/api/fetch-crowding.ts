import { type LineId, MESSAGES, type StationCrowdingAnswer, stationCrowdingSchema } from "@riles/core";
import { ApiError, readRefusal } from "../../../lib/api-error";

/** One station's usual crowd (GET /api/crowding), checked against core's schema. */
export async function fetchCrowding(
  lineId: LineId,
  stationId: string,
  signal?: AbortSignal,
): Promise<StationCrowdingAnswer> {
  const query = new URLSearchParams({ line: lineId, station: stationId });
  let response: Response;
  try {
    response = await fetch(`/api/crowding?${query}`, { signal, headers: { Accept: "application/json" } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(MESSAGES.databaseConnectionFailed, 0);
  }
  if (!response.ok) throw await readRefusal(response, MESSAGES.invalidResponseFormat);
  const parsed = stationCrowdingSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new ApiError(MESSAGES.invalidResponseFormat, response.status);
  return parsed.data;
}
