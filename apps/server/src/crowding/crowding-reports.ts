import { type CrowdingReport, crowdingWindowStart } from "@riles/core";
import { and, count, gt, lte, min, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { trainReports } from "../db/schema";

const HOURS_PER_WEEK = 168;

/**
 * The reports "usually" rests on at `now`, grouped by station, direction, crowd level and UTC hour of the
 * week. Manila is UTC+8 all year, a whole number of hours, so one UTC hour of the week is one Manila hour
 * of one weekday: each group keeps the instant of its first report, from which core reads the Manila hour
 * and kind of day, and its count. At most stations x directions x 4 levels x 168 rows, however many
 * reports there are (docs/decisions/044-usual-crowding.md).
 */
export async function crowdingReports(db: Db, now: Date): Promise<CrowdingReport[]> {
  const rows = await db.transaction(async (tx) => {
    // The groups (about 64,000 at 1,000,000 reports) outgrow the default 4 MB, and a hash table that spills
    // to disk doubles the time (measured by bench/crowding.bench.ts).
    await tx.execute(sql`set local work_mem = '64MB'`);
    return crowdingQuery(tx, now);
  });
  return rows.map((row) => ({
    line_id: row.lineId,
    station_id: row.stationId,
    direction: row.direction,
    crowd_level: row.crowdLevel,
    created_at: new Date(row.firstAt ?? 0).toISOString(),
    count: row.count,
  }));
}

/** The grouped read itself (the bench explains it). */
export function crowdingQuery(db: Pick<Db, "select">, now: Date) {
  // date_part gives a double; extract() a numeric, slower to compute for every report.
  const hourOfWeek = sql`(floor(date_part('epoch', ${trainReports.createdAt}) / 3600)::bigint % ${HOURS_PER_WEEK})`;
  return (
    db
      .select({
        lineId: trainReports.lineId,
        stationId: trainReports.stationId,
        direction: trainReports.direction,
        crowdLevel: trainReports.crowdLevel,
        firstAt: min(trainReports.createdAt),
        count: count(),
      })
      .from(trainReports)
      // The one place that says which reports count towards "usually".
      .where(and(gt(trainReports.createdAt, crowdingWindowStart(now)), lte(trainReports.createdAt, now)))
      .groupBy(
        trainReports.lineId,
        trainReports.stationId,
        trainReports.direction,
        trainReports.crowdLevel,
        hourOfWeek,
      )
  );
}
