import { type FareKind, type JourneyPlanAnswer, journeyPlanSchema, type StationRef } from "@riles/core";
import { queryOptions } from "@tanstack/react-query";
import { ETA_CACHE_MS } from "#web/config/settings.ts";
import { answerOf, api } from "#web/lib/api/api-client.ts";
import { ApiError } from "#web/lib/api-error.ts";
import { messages } from "#web/lib/i18n/i18n.ts";
import { askKeepingPushes } from "#web/lib/stream-kept-queries.ts";

export interface JourneyAsk {
  from: StationRef;
  to: StationRef;
  /** An ISO instant of leaving; absent for now, which the server's clock then decides. */
  at?: string;
  fare: FareKind;
}

/** The shortest wait before a plan for now is asked again: never a loop if a departure is already past. */
const MIN_REPLAN_MS = 15_000;

async function fetchJourney(
  ask: JourneyAsk,
  signal: AbortSignal,
  onAnswer: (response: Response) => void,
): Promise<JourneyPlanAnswer> {
  const query = {
    from_line: ask.from.lineId,
    from_station: ask.from.stationId,
    to_line: ask.to.lineId,
    to_station: ask.to.stationId,
    at: ask.at,
    medium: ask.fare.medium,
    rider: ask.fare.rider,
  };
  const body = await answerOf(api.GET("/api/journeys", { params: { query }, signal }), { signal, onAnswer });
  const parsed = journeyPlanSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(messages().invalidResponseFormat, 200);
  return parsed.data;
}

/**
 * GET /api/journeys for one ask. Asked through the stream's bookkeeping, so the stream's opening asks it
 * again only when it may lack a report (docs/decisions/076-asked-again-when-the-stream-opens.md). A plan for
 * now is asked again when its earliest train has left, so "next train in N min" never counts a gone train.
 */
export function journeyQueryOptions(ask: JourneyAsk) {
  return queryOptions({
    queryKey: ["journey", ask] as const,
    queryFn: ({ signal, queryKey }) =>
      askKeepingPushes(queryKey, (noteAnswer) => fetchJourney(ask, signal, noteAnswer)),
    staleTime: ETA_CACHE_MS,
    refetchInterval: (query) => {
      const journeys = query.state.data?.journeys ?? [];
      if (ask.at !== undefined || journeys.length === 0) return false;
      const first = Math.min(...journeys.map((journey) => Date.parse(journey.departure)));
      return Math.max(MIN_REPLAN_MS, first - Date.now());
    },
  });
}
