import { REPORT_WINDOW_MS } from "../constants";
import type { LineId } from "../domain-types";
import type { LineStatus } from "../schemas/line-status";
import type { ReportRow } from "../schemas/report-row";
import { LINES } from "./lines-data";

export type LineStatusReport = Pick<ReportRow, "line_id" | "status" | "created_at">;

/**
 * Every line's delayed and cancelled reports in (now - 30 min, now], and its newest report time, in the
 * lines' display order. Reports outside the window, or unreadable, do not count.
 */
export function lineStatuses(reports: readonly LineStatusReport[], now: Date): LineStatus[] {
  const nowMs = now.getTime();
  const byLine = new Map<LineId, LineStatus & { latestMs: number }>(
    LINES.map((line) => [
      line.id,
      {
        line_id: line.id,
        delayed: 0,
        cancelled: 0,
        latest_report_at: null,
        latestMs: Number.NEGATIVE_INFINITY,
      },
    ]),
  );
  for (const report of reports) {
    const status = byLine.get(report.line_id);
    const createdMs = Date.parse(report.created_at);
    if (!status || !(createdMs > nowMs - REPORT_WINDOW_MS && createdMs <= nowMs)) continue;
    if (report.status === "delayed") status.delayed += 1;
    if (report.status === "cancelled") status.cancelled += 1;
    if (createdMs > status.latestMs) {
      status.latestMs = createdMs;
      status.latest_report_at = new Date(createdMs).toISOString();
    }
  }
  return [...byLine.values()].map(({ latestMs: _latest, ...status }) => status);
}

export type LineTrouble = "cancelled" | "delayed" | null;

/** What a line's mark says: cancellations outweigh delays. */
export function lineTrouble(status: Pick<LineStatus, "delayed" | "cancelled"> | undefined): LineTrouble {
  if (!status) return null;
  if (status.cancelled > 0) return "cancelled";
  return status.delayed > 0 ? "delayed" : null;
}
