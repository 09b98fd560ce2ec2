import { getStation, isLineId, manilaDate, type StationRef } from "@riles/core";
import { journeyEndParam } from "#web/config/paths.ts";

/** A journey's end from Journey's address (`lrt1.mon`), or undefined when it names no station. */
export function parseJourneyEnd(value: string | null): StationRef | undefined {
  const [lineId, stationId] = (value ?? "").split(".");
  return isLineId(lineId) && stationId && getStation(lineId, stationId) ? { lineId, stationId } : undefined;
}

export function journeyEnd(ref: StationRef): string {
  return journeyEndParam({ line: ref.lineId, station: ref.stationId });
}

/** A chosen time of leaving as the time field gives it ('07:30'), or undefined. */
export function parseLeaveTime(value: string | null): string | undefined {
  return value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined;
}

// Manila keeps +08:00 all year: no daylight saving since 1978.
const MANILA_OFFSET = "+08:00";
const MANILA_OFFSET_MS = 8 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The instant a Manila clock time of leaving means: today's, or tomorrow's once today's has passed, since a
 * rider planning at 23:00 for '05:00' means the morning (docs/product.md, Journeys).
 */
export function leaveInstant(time: string, now: Date): string {
  const today = new Date(`${manilaDate(now)}T${time}:00${MANILA_OFFSET}`);
  return (
    today.getTime() < now.getTime() - 60_000 ? new Date(today.getTime() + DAY_MS) : today
  ).toISOString();
}

/** Now as the time field shows it in Manila ('07:30'): where "Leave at" starts. */
export function manilaClockValue(now: Date): string {
  return new Date(now.getTime() + MANILA_OFFSET_MS).toISOString().slice(11, 16);
}
