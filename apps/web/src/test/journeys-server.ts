import {
  type JourneyInput,
  journeyPlanAnswer,
  journeysQuerySchema,
  LINE_IDS,
  planJourney,
  type ReportRow,
} from "@riles/core";
import { jsonResponse } from "./render-route";

/**
 * GET /api/journeys as the server answers it at `now`: core's planJourney on the asked ends, time and fare
 * and the reports the server holds when asked (none: the timetable), so a screen test checks the screen,
 * not a copy of the planner.
 */
export function journeysAnswer(now: Date, reportsHeld: () => readonly ReportRow[] = () => []) {
  return (_body: unknown, request: Request) => {
    const query = journeysQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const input: JourneyInput = {
      from: { lineId: query.from_line, stationId: query.from_station },
      to: { lineId: query.to_line, stationId: query.to_station },
      now,
      leaveAt: query.at === undefined ? undefined : new Date(query.at),
      fare: { medium: query.medium, rider: query.rider },
      // As the sightings answers say with the timetable's run times and no direction kept.
      learned: Object.fromEntries(LINE_IDS.map((line) => [line, { runTimeFactor: 1, keptDirections: [] }])),
    };
    for (const report of reportsHeld()) {
      input.reports ??= {};
      input.reports[report.line_id] = [...(input.reports[report.line_id] ?? []), report];
    }
    return jsonResponse(200, journeyPlanAnswer(input, planJourney(input)));
  };
}
