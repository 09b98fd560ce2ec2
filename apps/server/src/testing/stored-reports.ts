import type { ReportRow } from "@riles/core";
import type { Db } from "#server/db/database.ts";
import { trainReports, user } from "#server/db/schema.ts";

/** A report as stored, by the account `rider` names (made if new), or by no account (a deleted one). */
type SentReport = Omit<ReportRow, "id"> & { rider?: string };

/** Reports stored directly with the times they carry, a thousand a statement (the API stamps its own clock). */
export async function storeReportsAsSent(db: Db, reports: readonly SentReport[]): Promise<void> {
  const riders = [...new Set(reports.flatMap((report) => (report.rider ? [report.rider] : [])))];
  for (let from = 0; from < riders.length; from += 1000) {
    await db
      .insert(user)
      .values(riders.slice(from, from + 1000).map((id) => ({ id, name: id, email: `${id}@example.ph` })))
      .onConflictDoNothing();
  }
  for (let from = 0; from < reports.length; from += 1000) {
    await db.insert(trainReports).values(
      reports.slice(from, from + 1000).map((report) => ({
        lineId: report.line_id,
        stationId: report.station_id,
        direction: report.direction,
        status: report.status,
        crowdLevel: report.crowd_level,
        createdAt: new Date(report.created_at),
        userId: report.rider ?? null,
      })),
    );
  }
}
