import { CROWD_LEVELS, type CrowdLevel, type Direction, type LineId } from "../domain-types";
import { LINES } from "../lines/lines-data";
import { servingDirections } from "../schedule/serving-directions";
import { isManilaWeekend, manilaMinuteOfDay } from "../time/manila-time";
import { usualLevel } from "./usual-level";

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Usually" rests on the reports of the last 8 weeks (docs/product.md, "Crowding"). */
const CROWDING_WINDOW_DAYS = 56;
export const CROWDING_WINDOW_MS = CROWDING_WINDOW_DAYS * DAY_MS;
/** Fewer reports than this in an hour: the hour has no usual level ("Not enough reports yet"). */
export const CROWDING_MIN_REPORTS = 5;
/**
 * Reports of fewer riders than this in an hour give it no usual level either, however many days they span:
 * one account must not set a station's "usually" by itself
 * (docs/decisions/134-usual-crowding-needs-three-riders.md).
 */
export const CROWDING_MIN_RIDERS = 3;

export const DAY_KINDS = ["weekday", "weekend"] as const;
/** Monday to Friday, or Saturday and Sunday, in Manila. */
export type DayKind = (typeof DAY_KINDS)[number];

/**
 * A report as the aggregation reads it. `count` is how many reports it stands for: 1 for one report, more
 * when the database has grouped reports of the same station, direction, crowd and Manila hour of the week.
 * `riders` are who sent them: all of them, or at least CROWDING_MIN_RIDERS different ones, which is all
 * the threshold needs to know (so grouped rows may carry a few of their riders, not thousands).
 */
export interface CrowdingReport {
  line_id: string;
  station_id: string;
  direction: string;
  crowd_level: string;
  created_at: string;
  count: number;
  riders: readonly string[];
}

export interface CrowdingHour {
  /** Manila hour of the day, 0..23. */
  hour: number;
  reports: number;
  /** The usual level, or null below CROWDING_MIN_REPORTS or CROWDING_MIN_RIDERS. */
  level: CrowdLevel | null;
}

interface DirectionCrowding {
  direction: Direction;
  weekday: CrowdingHour[];
  weekend: CrowdingHour[];
}

export interface StationCrowding {
  line_id: LineId;
  station_id: string;
  directions: DirectionCrowding[];
}

/** The earliest instant (exclusive) whose reports still count at `now`. */
export function crowdingWindowStart(now: Date): Date {
  return new Date(now.getTime() - CROWDING_WINDOW_MS);
}

export function dayKindOf(instant: Date): DayKind {
  return isManilaWeekend(instant) ? "weekend" : "weekday";
}

export function manilaHour(instant: Date): number {
  return Math.floor(manilaMinuteOfDay(instant) / 60);
}

const HOURS = 24;
const LEVEL_INDEX = new Map<string, number>(CROWD_LEVELS.map((level, index) => [level, index]));

/** One day kind's hour: per crowd level how many reports, and (up to CROWDING_MIN_RIDERS of) who sent them. */
interface TallyCell {
  counts: number[];
  riders: Set<string>;
}

/** Each day kind's hours: [dayKind * 24 + hour]. */
type Tally = TallyCell[];

function emptyTally(): Tally {
  return Array.from({ length: DAY_KINDS.length * HOURS }, () => ({
    counts: CROWD_LEVELS.map(() => 0),
    riders: new Set<string>(),
  }));
}

function hoursOf(tally: Tally, dayKind: DayKind): CrowdingHour[] {
  const offset = DAY_KINDS.indexOf(dayKind) * HOURS;
  return Array.from({ length: HOURS }, (_, hour) => {
    const cell = tally[offset + hour];
    const counts = cell?.counts ?? [];
    const reports = counts.reduce((sum, n) => sum + n, 0);
    const enough = reports >= CROWDING_MIN_REPORTS && (cell?.riders.size ?? 0) >= CROWDING_MIN_RIDERS;
    return { hour, reports, level: enough ? usualLevel(counts) : null };
  });
}

const key = (lineId: string, stationId: string, direction: string) => `${lineId}:${stationId}:${direction}`;

/**
 * The usual crowd of every station of every line, per direction that serves it, kind of day and Manila
 * hour, from the reports created in (now - 8 weeks, now]. Reports of a station, direction or crowd level
 * the lines do not have, or with a count that is not a positive whole number, are left out: stored data is
 * not trusted to be what the API checked.
 */
export function usualCrowding(reports: Iterable<CrowdingReport>, now: Date): StationCrowding[] {
  const windowStartMs = crowdingWindowStart(now).getTime();
  const nowMs = now.getTime();
  const tallies = new Map<string, Tally>();
  for (const line of LINES)
    for (const station of line.stations)
      for (const direction of servingDirections(line.id, station.id))
        tallies.set(key(line.id, station.id, direction), emptyTally());

  for (const report of reports) {
    const tally = tallies.get(key(report.line_id, report.station_id, report.direction));
    const level = LEVEL_INDEX.get(report.crowd_level);
    const at = Date.parse(report.created_at);
    if (!tally || level === undefined || !Number.isSafeInteger(report.count) || report.count < 1) continue;
    if (!(at > windowStartMs && at <= nowMs)) continue;
    const instant = new Date(at);
    const cell = tally[DAY_KINDS.indexOf(dayKindOf(instant)) * HOURS + manilaHour(instant)];
    if (!cell) continue;
    cell.counts[level] = (cell.counts[level] ?? 0) + report.count;
    for (const rider of report.riders) {
      if (cell.riders.size >= CROWDING_MIN_RIDERS) break;
      cell.riders.add(rider);
    }
  }

  return LINES.flatMap((line) =>
    line.stations.map((station) => ({
      line_id: line.id,
      station_id: station.id,
      directions: servingDirections(line.id, station.id).map((direction) => {
        const tally = tallies.get(key(line.id, station.id, direction)) ?? emptyTally();
        return { direction, weekday: hoursOf(tally, "weekday"), weekend: hoursOf(tally, "weekend") };
      }),
    })),
  );
}
