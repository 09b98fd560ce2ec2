import type { LineId } from "../domain-types";
import type { JourneysQuery } from "../schemas/journeys-query";
import type { LineSightings } from "../schemas/line-sightings";
import type { LineStatus } from "../schemas/line-status";
import type { JourneyInput } from "./journey-types";

/** What a server holds when asked: each line's sightings answer (GET /api/sightings) and the line marks. */
interface HeldForJourneys {
  sightings: Partial<Record<LineId, LineSightings>>;
  lineStatuses?: readonly LineStatus[];
}

/**
 * The planner's input for a GET /api/journeys query at `now`: the asked ends, time and fare, each line's
 * reports and what its sightings answer learned, and the line marks. A line without a sightings answer is
 * planned from the timetable.
 */
export function journeyInputOf(query: JourneysQuery, now: Date, held: HeldForJourneys): JourneyInput {
  const input: JourneyInput = {
    from: { lineId: query.from_line, stationId: query.from_station },
    to: { lineId: query.to_line, stationId: query.to_station },
    now,
    leaveAt: query.at === undefined ? undefined : new Date(query.at),
    fare: { medium: query.medium, rider: query.rider },
    reports: {},
    learned: {},
    lineStatuses: held.lineStatuses,
  };
  for (const sightings of Object.values(held.sightings)) {
    if (!sightings || !input.reports || !input.learned) continue;
    input.reports[sightings.line_id] = sightings.reports;
    input.learned[sightings.line_id] = {
      runTimeFactor: sightings.run_time_factor,
      keptDirections: sightings.kept_directions,
      sightingLagMs: sightings.sighting_lag_ms,
    };
  }
  return input;
}
