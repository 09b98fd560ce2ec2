import { type LineStatus, type ReportRow, STREAM_RETRY_MS, type WithdrawnReport } from "@riles/core";

/**
 * The first event of every stream: a sign that the stream is open, how far the streams had got when it was
 * subscribed (`ReportEvents.cursor`), and the browser's retry delay.
 */
export function readyFrame(cursor: string): string {
  return `event: ready\ndata: ${cursor}\nretry: ${STREAM_RETRY_MS}\n\n`;
}

/** A comment line: keeps proxies and phones from dropping an idle connection. */
export const HEARTBEAT_FRAME = ": heartbeat\n\n";

/** A report as event `report` with its id, so a reconnecting browser sends Last-Event-ID. */
export function reportFrame(row: ReportRow): string {
  return `event: report\nid: ${row.id}\ndata: ${JSON.stringify(row)}\n\n`;
}

/**
 * A report stopped counting (`withdrawn`, with why) or counts again (`restored`, its whole row, also sent when
 * votes changed whether riders back a cancellation): no id, so a reconnecting browser's Last-Event-ID stays a
 * report's.
 */
export function standingFrame(event: "withdrawn" | "restored", report: WithdrawnReport | ReportRow): string {
  return `event: ${event}\ndata: ${JSON.stringify(report)}\n\n`;
}

/** A line's new status (docs/decisions/048-line-marks-pushed.md): no id, like a standing change. */
export function lineStatusFrame(status: LineStatus): string {
  return `event: line-status\ndata: ${JSON.stringify(status)}\n\n`;
}
