import type { LineId } from "../domain-types";
import type { ReportRow } from "../schemas/report-row";

interface StationReports<R extends ReportRow = ReportRow> {
  lineId: LineId;
  stationId: string;
  reports: R[];
}

/** Reports grouped by the station they were made at: the ETA engine reads one station's reports at a time. */
export function reportsByStation<R extends ReportRow>(reports: readonly R[]): StationReports<R>[] {
  const groups = new Map<string, StationReports<R>>();
  for (const report of reports) {
    const key = `${report.line_id}:${report.station_id}`;
    const group = groups.get(key);
    if (group) group.reports.push(report);
    else groups.set(key, { lineId: report.line_id, stationId: report.station_id, reports: [report] });
  }
  return [...groups.values()];
}
