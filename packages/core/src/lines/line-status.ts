import { REPORT_WINDOW_MS } from "../constants";
import type { LineId } from "../domain-types";
import type { LineStatus } from "../schemas/line-status";
import type { ReportRow } from "../schemas/report-row";
import { TRUST_RULES } from "../trust/trust-rules";
import { LINES } from "./lines-data";

/**
 * A report the line status counts: only reports that still count (the server filters), each with who sent
 * it (an opaque key the web never sees; null for a deleted account) and how many other riders confirmed it.
 */
export type LineStatusReport = Pick<ReportRow, "line_id" | "status" | "created_at"> & {
  reporter: string | null;
  confirmed_by: number;
};

/**
 * Trouble is corroborated by two riders, or by one report another rider confirmed. A report whose account
 * was deleted counts for neither: its sender cannot be told from a new account of the same person, who
 * could then report again or confirm it, and mark a line alone.
 */
function corroborated(reports: readonly LineStatusReport[]): boolean {
  const weighed = reports.filter((report) => report.reporter !== null);
  if (weighed.some((report) => report.confirmed_by > 0)) return true;
  return new Set(weighed.map((report) => report.reporter)).size >= TRUST_RULES.ridersForLineMark;
}

/**
 * Every line's delayed and cancelled reports in (now - 30 min, now], and its newest report time, in the
 * lines' display order. Reports outside the window, or unreadable, do not count. One account cannot mark a
 * line (docs/decisions/040-reports-people-can-trust.md): cancellations count only when two riders report
 * cancelled (or one cancellation is confirmed); delays when two riders report trouble of either kind (or
 * one trouble report is confirmed), since a cancellation is also a disruption. Uncorroborated, a count is 0.
 */
export function lineStatuses(reports: readonly LineStatusReport[], now: Date): LineStatus[] {
  const nowMs = now.getTime();
  const inWindow = reports.filter((report) => {
    const createdMs = Date.parse(report.created_at);
    return createdMs > nowMs - REPORT_WINDOW_MS && createdMs <= nowMs;
  });
  return LINES.map((line): LineStatus => {
    const ofLine = inWindow.filter((report) => report.line_id === line.id);
    const cancelled = ofLine.filter((report) => report.status === "cancelled");
    const trouble = ofLine.filter((report) => report.status !== "on-time");
    const latestMs = Math.max(...ofLine.map((report) => Date.parse(report.created_at)));
    return {
      line_id: line.id as LineId,
      delayed: corroborated(trouble) ? trouble.length - cancelled.length : 0,
      cancelled: corroborated(cancelled) ? cancelled.length : 0,
      latest_report_at: ofLine.length > 0 ? new Date(latestMs).toISOString() : null,
    };
  });
}

export type LineTrouble = "cancelled" | "delayed" | null;

/** What a line's mark says: cancellations outweigh delays. */
export function lineTrouble(status: Pick<LineStatus, "delayed" | "cancelled"> | undefined): LineTrouble {
  if (!status) return null;
  if (status.cancelled > 0) return "cancelled";
  return status.delayed > 0 ? "delayed" : null;
}
