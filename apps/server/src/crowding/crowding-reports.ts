import { CROWD_LEVELS, type CrowdingReport, type CrowdLevel, crowdingWindowStart } from "@riles/core";
import { and, gt, lte, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";
import { stillCounts } from "../trust/still-counts";

const HOURS_PER_WEEK = 168;

/**
 * The reports "usually" rests on at `now`, counted per crowd level for each station, direction and UTC hour
 * of the week. Manila is UTC+8 all year, a whole number of hours, so one UTC hour of the week is one Manila
 * hour of one weekday: each group keeps the instant of its first report, from which core reads the Manila
 * hour and kind of day. At most stations x directions x 168 rows, however many reports there are
 * (docs/decisions/044-usual-crowding.md).
 */
export async function crowdingReports(db: Db, now: Date): Promise<CrowdingReport[]> {
  const rows = await db.transaction(async (tx) => {
    // The groups outgrow the default 4 MB at a million reports, and a hash table that spills to disk
    // doubles the time (bench/crowding.bench.ts).
    await tx.execute(sql`set local work_mem = '64MB'`);
    return crowdingQuery(tx, now);
  });
  return rows.flatMap((row) => {
    const createdAt = new Date(row.firstAt ?? 0).toISOString();
    return CROWD_LEVELS.filter((level) => row[level] > 0).map((level) => ({
      line_id: row.lineId,
      station_id: row.stationId,
      direction: row.direction,
      crowd_level: level,
      created_at: createdAt,
      count: row[level],
    }));
  });
}

/**
 * The grouped read itself (the bench explains it). One count per crowd level rather than a group per level:
 * four times fewer groups to hash and send.
 */
export function crowdingQuery(db: Pick<Db, "select">, now: Date) {
  // date_part gives a double; extract() a numeric, slower to compute for every report.
  const hourOfWeek = sql`(floor(date_part('epoch', ${trainReports.createdAt}) / 3600)::bigint % ${HOURS_PER_WEEK})`;
  const levelCounts = Object.fromEntries(
    CROWD_LEVELS.map((level) => [
      level,
      sql<number>`count(*) filter (where ${trainReports.crowdLevel} = ${level})`.mapWith(Number),
    ]),
  ) as Record<CrowdLevel, SQL<number>>;
  return (
    db
      .select({
        lineId: trainReports.lineId,
        stationId: trainReports.stationId,
        direction: trainReports.direction,
        firstAt: min(trainReports.createdAt),
        ...levelCounts,
      })
      .from(trainReports)
      // The one place that says which reports count towards "usually".
      .where(
        and(
          gt(trainReports.createdAt, crowdingWindowStart(now)),
          lte(trainReports.createdAt, now),
          stillCounts(),
        ),
      )
      .groupBy(trainReports.lineId, trainReports.stationId, trainReports.direction, hourOfWeek)
  );
}
