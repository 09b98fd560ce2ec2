import {
  journeyInputOf,
  journeyPlanAnswer,
  journeysQuerySchema,
  LINE_IDS,
  type LineId,
  type LineSightings,
  type LineStatus,
  planJourney,
  type ReportRow,
} from "@riles/core";
import { jsonResponse } from "./render-route";

/**
 * GET /api/journeys as the server answers it at `now`: core's planJourney on the asked ends, time and fare,
 * the reports the server holds when asked (none: the timetable) and the line marks, put together by the
 * server's own journeyInputOf, so a screen test checks the screen, not a copy of the planner.
 */
export function journeysAnswer(
  now: Date,
  reportsHeld: () => readonly ReportRow[] = () => [],
  lineStatuses: readonly LineStatus[] = [],
) {
  return (_body: unknown, request: Request) => {
    const query = journeysQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const held = reportsHeld();
    // Each line's sightings answer with the timetable's run times and no direction kept; a line without
    // reports is left out, so it is planned from the timetable.
    const sightings = Object.fromEntries(
      LINE_IDS.flatMap((line): [LineId, LineSightings][] => {
        const reports = held.filter((report) => report.line_id === line);
        if (reports.length === 0) return [];
        return [[line, { line_id: line, run_time_factor: 1, kept_directions: [], reports }]];
      }),
    );
    const input = journeyInputOf(query, now, { sightings, lineStatuses });
    return jsonResponse(200, journeyPlanAnswer(input, planJourney(input)));
  };
}
