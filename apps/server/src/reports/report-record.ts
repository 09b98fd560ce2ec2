import type { ReportRow } from "@riles/core";
import type { trainReports } from "#server/db/schema.ts";

type ReportRecord = typeof trainReports.$inferSelect;

/** A stored report as the API shows it: snake_case fields, created_at as an ISO instant, no reporter. */
export function toReportRow(record: ReportRecord): ReportRow {
  return {
    id: record.id,
    line_id: record.lineId as ReportRow["line_id"],
    station_id: record.stationId,
    direction: record.direction as ReportRow["direction"],
    status: record.status as ReportRow["status"],
    crowd_level: record.crowdLevel as ReportRow["crowd_level"],
    created_at: record.createdAt.toISOString(),
  };
}
