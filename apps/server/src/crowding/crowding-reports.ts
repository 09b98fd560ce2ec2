import { CROWD_LEVELS, CROWDING_MIN_RIDERS, type CrowdingReport, type CrowdLevel } from "@riles/core";
import { and, gt, gte, lt, lte, or, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { crowdingHours, trainReports } from "#server/db/schema.ts";
import { stillCounts } from "#server/trust/still-counts.ts";
import { crowdingHoursOf } from "./crowding-hours";
import { summariseHours } from "./crowding-summary";
import { ridersLatestReports } from "./one-voice-per-rider";

const HOURS_PER_WEEK = 168;

/**
 * The reports "usually" rests on at `now`, one per rider and hour (docs/decisions/130-crowding-counts-riders.md),
 * counted per crowd level for each station, direction and UTC hour
 * of the week. Manila is UTC+8 all year, a whole number of hours, so one UTC hour of the week is one Manila
 * hour of one weekday: each group keeps the instant of its first hour, from which core reads the Manila
 * hour and kind of day. At most stations x directions x 168 rows, however many reports there are
 * (docs/decisions/044-usual-crowding.md, docs/decisions/047-crowding-now-and-summary.md).
 */
export async function crowdingReports(db: Db, now: Date): Promise<CrowdingReport[]> {
  await summariseHours(db, now);
  const rows = await crowdingQuery(db, now);
  return rows.flatMap((row) => {
    const createdAt = new Date(row.firstAt ?? 0).toISOString();
    const riders = someRiders(row.riders);
    return CROWD_LEVELS.filter((level) => row[level] > 0).map((level) => ({
      line_id: row.lineId,
      station_id: row.stationId,
      direction: row.direction,
      crowd_level: level,
      created_at: createdAt,
      count: row[level],
      riders,
    }));
  });
}

/**
 * Up to CROWDING_MIN_RIDERS different riders among a group's rows, read from `json_agg` of their arrays
 * (a driver may hand JSON over as text).
 */
function someRiders(aggregated: unknown): string[] {
  const rows: unknown = typeof aggregated === "string" ? JSON.parse(aggregated) : aggregated;
  const riders = new Set<string>();
  for (const row of Array.isArray(rows) ? rows : []) {
    for (const rider of Array.isArray(row) ? row : []) {
      if (riders.size >= CROWDING_MIN_RIDERS) return [...riders];
      if (typeof rider === "string") riders.add(rider);
    }
  }
  return [...riders];
}

/**
 * The read itself (the bench explains it): the summary's whole hours and the partial hours' reports that
 * still count, one per rider and hour, grouped by station, direction and UTC hour of the week. It reads at most stations x
 * directions x hours of the window summary rows, whatever the number of reports.
 */
export function crowdingQuery(db: Pick<Db, "select" | "selectDistinctOn">, now: Date) {
  const { windowStart, firstWhole, current } = crowdingHoursOf(now);
  const summarised = db
    .select({
      lineId: crowdingHours.lineId,
      stationId: crowdingHours.stationId,
      direction: crowdingHours.direction,
      hourStart: crowdingHours.hourStart,
      empty: crowdingHours.empty,
      moderate: crowdingHours.moderate,
      crowded: crowdingHours.crowded,
      packed: crowdingHours.packed,
      riders: crowdingHours.riders,
    })
    .from(crowdingHours)
    .where(and(gte(crowdingHours.hourStart, firstWhole), lt(crowdingHours.hourStart, current)));
  const partialReports = ridersLatestReports(
    db,
    and(
      or(
        and(gt(trainReports.createdAt, windowStart), lt(trainReports.createdAt, firstWhole)),
        and(gte(trainReports.createdAt, current), lte(trainReports.createdAt, now)),
      ),
      stillCounts(),
    ),
  );
  const one = (level: CrowdLevel) => sql<number>`(${partialReports.crowdLevel} = ${level})::int`.as(level);
  const partial = db
    .select({
      lineId: partialReports.lineId,
      stationId: partialReports.stationId,
      direction: partialReports.direction,
      // The report's own instant, not its hour's start: where the window starts, that is before the window.
      hourStart: partialReports.sentAt,
      empty: one("empty"),
      moderate: one("moderate"),
      crowded: one("crowded"),
      packed: one("packed"),
      riders: sql<string[]>`array[${partialReports.rider}]::text[]`.as("riders"),
    })
    .from(partialReports);
  const hours = summarised.unionAll(partial).as("hours");
  const total = (level: CrowdLevel) => sql<number>`sum(${hours[level]})`.mapWith(Number);
  const hourOfWeek = sql`(floor(date_part('epoch', ${hours.hourStart}) / 3600)::bigint % ${HOURS_PER_WEEK})`;
  return db
    .select({
      lineId: hours.lineId,
      stationId: hours.stationId,
      direction: hours.direction,
      firstAt: sql<string | Date>`min(${hours.hourStart})`,
      empty: total("empty"),
      moderate: total("moderate"),
      crowded: total("crowded"),
      packed: total("packed"),
      // Each row's riders (a summarised hour names at most CROWDING_MIN_RIDERS), as one JSON array of arrays.
      riders: sql<unknown>`json_agg(${hours.riders})`,
    })
    .from(hours)
    .groupBy(hours.lineId, hours.stationId, hours.direction, hourOfWeek);
}
