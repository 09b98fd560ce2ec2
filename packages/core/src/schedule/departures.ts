import type { LineId } from "../domain-types";
import { headwayAt } from "./headway";
import { SCHEDULES } from "./schedules";

/**
 * Minutes of the Manila day at which trains leave each origin terminus: d0 = open,
 * d(k+1) = d(k) + headway(d(k)) while d(k) <= close. Both termini share the timetable.
 */
function buildDepartures(lineId: LineId, weekend: boolean): readonly number[] {
  const hours = weekend ? SCHEDULES[lineId].weekend : SCHEDULES[lineId].weekday;
  const departures: number[] = [];
  for (let minute = hours.open; minute <= hours.close; minute += headwayAt(lineId, minute, weekend)) {
    departures.push(minute);
  }
  return departures;
}

// The timetable depends only on line and day type, so it is built once rather than on every call.
const DEPARTURES = new Map<string, readonly number[]>();

export function departureMinutes(lineId: LineId, weekend: boolean): readonly number[] {
  const key = `${lineId}:${weekend ? "weekend" : "weekday"}`;
  let departures = DEPARTURES.get(key);
  if (!departures) {
    departures = buildDepartures(lineId, weekend);
    DEPARTURES.set(key, departures);
  }
  return departures;
}
