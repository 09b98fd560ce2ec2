import { type LineId, type StationCrowdingAnswer, stationCrowdingSchema } from "@riles/core";
import { answerOf, api } from "../../../lib/api/api-client";
import { ApiError } from "../../../lib/api-error";
import { messages } from "../../../lib/i18n/i18n";

/** One station's usual crowd (GET /api/crowding), checked against core's schema. */
export async function fetchCrowding(
  lineId: LineId,
  stationId: string,
  signal?: AbortSignal,
): Promise<StationCrowdingAnswer> {
  const body = await answerOf(
    api.GET("/api/crowding", { params: { query: { line: lineId, station: stationId } }, signal }),
    { signal, fallback: () => messages().invalidResponseFormat },
  );
  const parsed = stationCrowdingSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(messages().invalidResponseFormat, 200);
  return parsed.data;
}
