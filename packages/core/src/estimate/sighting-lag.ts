/**
 * A train stands at a platform about half a minute between arriving and leaving: the timetable counts
 * arrival to arrival, so a run from a sighting is this much shorter than the timetable's minutes. Riders'
 * delay after it is learned (kept-day-habits.ts); the dwell is not, since no report tells it apart from
 * the delay (docs/decisions/103-riders-learned-from-their-reports.md).
 */
export const DWELL_MS = 30_000;
