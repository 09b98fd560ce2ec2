import type { LineId } from "../domain-types";
import type { ReportRow } from "../schemas/report-row";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import type { KeptDayHabits } from "./kept-day-habits";
import { learnedTimetableDay } from "./learned-kept-directions";
import { learnedRunTimeFactor } from "./learned-run-time-factor";

/**
 * What a phone needs to estimate the line's arrivals as the server would from the whole day: the
 * learned run-time factor, the directions keeping the timetable, riders' lag and the folded reports of the last 90 minutes (GET /api/lines/{line}/sightings).
 * `ridersPrior`: the past weeks' riders, believed until the day shows its own (past-days-habits.ts).
 */
export function lineSightingsAnswer(
  lineId: LineId,
  dayReports: readonly (ReportRow & Pick<LineReport, "reporter">)[],
  now: Date,
  ridersPrior?: KeptDayHabits,
) {
  const { keptDirections, habits } = learnedTimetableDay(lineId, dayReports, now, ridersPrior);
  return {
    line_id: lineId,
    run_time_factor: learnedRunTimeFactor(lineId, dayReports, now),
    kept_directions: keptDirections,
    sighting_lag_ms: habits.sightingLagMs,
    // Who sent each report helps judge the day (one account is one voice) and stays on the server.
    reports: foldedReports(dayReports, now).map(({ reporter: _, ...report }) => report),
  };
}
