import {
  DEFAULT_HEADWAY_MINUTES,
  DEFAULT_HOP_MINUTES,
  DEFAULT_PAST_DEPARTURES_CONSIDERED,
  HOP_MINUTES,
  NIGHT_START_MINUTE,
  PAST_DEPARTURES_CONSIDERED,
  SHORT_HEADWAY_MAX,
  scheduleOf,
} from "./schedules";

const within = (minute: number, window: { open: number; close: number }) =>
  minute >= window.open && minute < window.close;

/** Minutes between departures at Manila minute-of-day `minute` (docs/product.md, ETA engine step 3). */
export function headwayAt(lineId: string, minute: number, weekend: boolean): number {
  const schedule = scheduleOf(lineId);
  if (!schedule) return DEFAULT_HEADWAY_MINUTES;
  const { headways } = schedule;
  if (weekend) return headways.weekend;
  if (within(minute, schedule.peakMorning)) return headways.peakMorning;
  if (within(minute, schedule.peakEvening)) return headways.peakEvening;
  if (minute >= NIGHT_START_MINUTE) return headways.night;
  return headways.offPeak;
}

function byHeadway<T>(
  table: Record<string, { shortHeadway: T; longHeadway: T }>,
  lineId: string,
  headway: number,
) {
  if (!Object.hasOwn(table, lineId)) return undefined;
  const entry = table[lineId];
  return headway <= SHORT_HEADWAY_MAX ? entry?.shortHeadway : entry?.longHeadway;
}

/** Minimum gap between two shown ETAs of one direction. */
export function hopMinutes(lineId: string, headway: number): number {
  return byHeadway(HOP_MINUTES, lineId, headway) ?? DEFAULT_HOP_MINUTES;
}

/** At most this many ETAs are shown per direction. */
export function pastDeparturesConsidered(lineId: string, headway: number): number {
  return byHeadway(PAST_DEPARTURES_CONSIDERED, lineId, headway) ?? DEFAULT_PAST_DEPARTURES_CONSIDERED;
}
