import { and, desc, type SQL, sql } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";

/** The clock hour a report was sent in (UTC hours are Manila hours: Manila is UTC+8 all year). */
const reportHour = sql<Date>`date_bin('1 hour', ${trainReports.createdAt}, timestamptz '2000-01-01 00:00:00+00')`;

/**
 * Who sent a report, for crowding: its account, and for the reports of deleted accounts (no account any
 * more) one rider nobody knows, so that reporting, deleting the account and reporting again gains nothing
 * (docs/decisions/130-crowding-counts-riders.md).
 */
const reporter = sql`coalesce(${trainReports.userId}, '')`;

/**
 * One report per rider for each station, direction and clock hour: the rider's latest of the hour among the
 * reports `where` keeps. Usual crowding counts these, so one account reporting a train every two minutes
 * weighs as one rider, not thirty (docs/decisions/130-crowding-counts-riders.md).
 */
export function ridersLatestReports(db: Pick<Db, "selectDistinctOn">, where: SQL | undefined) {
  return db
    .selectDistinctOn(
      [reportHour, trainReports.lineId, trainReports.stationId, trainReports.direction, reporter],
      {
        hourStart: reportHour.as("hour_start"),
        sentAt: trainReports.createdAt,
        lineId: trainReports.lineId,
        stationId: trainReports.stationId,
        direction: trainReports.direction,
        crowdLevel: trainReports.crowdLevel,
        rider: sql<string>`${reporter}`.as("rider"),
      },
    )
    .from(trainReports)
    .where(and(where))
    .orderBy(
      reportHour,
      trainReports.lineId,
      trainReports.stationId,
      trainReports.direction,
      reporter,
      desc(trainReports.createdAt),
      desc(trainReports.id),
    )
    .as("riders_latest");
}
