import type { Direction, LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { isManilaWeekend, manilaDayStartMs } from "../time/manila-time";
import type { LineReport } from "./estimate-types";
import { foldedReports } from "./folded-reports";
import { SIGHTING_LAG_MS } from "./sighting-lag";
import { lineSightings } from "./sightings";
import { directionsKeepingTimetable } from "./timetable-kept";

const MINUTE_MS = 60_000;

/** The directions whose trains keep the timetable, learned from every report of the line today up to `now`. */
export function learnedKeptDirections(
  lineId: LineId,
  reports: readonly LineReport[],
  now: Date,
): Direction[] {
  const dayStartMs = manilaDayStartMs(now);
  const departuresMs = departureMinutes(lineId, isManilaWeekend(now)).map(
    (minute) => dayStartMs + minute * MINUTE_MS,
  );
  return directionsKeepingTimetable(
    lineId,
    // A rider repeating one train is one sighting of it, as the estimator reads it (folded-reports.ts).
    lineSightings(
      lineId,
      foldedReports(reports, now, now.getTime() - dayStartMs + 1),
      dayStartMs,
      now.getTime(),
    ).trains,
    departuresMs,
    dayStartMs,
    isManilaWeekend(now),
    now.getTime(),
    SIGHTING_LAG_MS,
  );
}
