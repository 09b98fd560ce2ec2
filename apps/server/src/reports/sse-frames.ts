import type { ReportRow } from "@riles/core";

/** How long a browser waits before reconnecting a dropped stream. */
export const CLIENT_RETRY_MS = 3000;

/** The first event of every stream: the browser's retry delay, and a sign that the stream is open. */
export const READY_FRAME = `event: ready\ndata: \nretry: ${CLIENT_RETRY_MS}\n\n`;

/** A comment line: keeps proxies and phones from dropping an idle connection. */
export const HEARTBEAT_FRAME = ": heartbeat\n\n";

/** A report as event `report` with its id, so a reconnecting browser sends Last-Event-ID. */
export function reportFrame(row: ReportRow): string {
  return `event: report\nid: ${row.id}\ndata: ${JSON.stringify(row)}\n\n`;
}
