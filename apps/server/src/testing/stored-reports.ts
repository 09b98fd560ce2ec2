import type { ReportRow } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";

/** Reports stored directly with the times they carry, a thousand a statement (the API stamps its own clock). */
export async function storeReportsAsSent(db: Db, reports: readonly Omit<ReportRow, "id">[]): Promise<void> {
  for (let from = 0; from < reports.length; from += 1000) {
    await db.insert(trainReports).values(
      reports.slice(from, from + 1000).map((report) => ({
        lineId: report.line_id,
        stationId: report.station_id,
        direction: report.direction,
        status: report.status,
        crowdLevel: report.crowd_level,
        createdAt: new Date(report.created_at),
      })),
    );
  }
}
