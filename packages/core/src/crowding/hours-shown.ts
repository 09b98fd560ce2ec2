import type { LineId } from "../domain-types";
import { SCHEDULES } from "../schedule/schedules";
import type { CrowdingHour, DayKind } from "./usual-crowding";

/**
 * The hours a chart of the usual crowd shows: the line's service hours that kind of day (its first and
 * last train's hours), widened to any hour that has reports, so nothing riders said is hidden.
 */
export function crowdingHoursShown(
  lineId: LineId,
  dayKind: DayKind,
  hours: readonly CrowdingHour[],
): CrowdingHour[] {
  const service = SCHEDULES[lineId][dayKind];
  const reported = hours.filter((hour) => hour.reports > 0).map((hour) => hour.hour);
  const first = Math.min(Math.floor(service.open / 60), ...reported);
  const last = Math.max(Math.floor(service.close / 60), ...reported);
  return hours.filter((hour) => hour.hour >= first && hour.hour <= last);
}
