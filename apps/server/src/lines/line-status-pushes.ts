import { type LineId, lineStatuses, REPORT_WINDOW_MS } from "@riles/core";
import type { Clock } from "../config/clock";
import type { Db } from "../db/database";
import type { ReportEvents } from "../reports/report-events";
import { validUntil } from "../reports/report-window-cache";
import { lineStatusFrame } from "../reports/sse-frames";
import { lineReportsSince } from "./line-reports";

const RETRY_MS = 5000;

/**
 * Pushes a line's new status on the stream whenever it changes, so no screen asks GET /api/lines/status
 * again because of a report (docs/decisions/048-line-marks-pushed.md). It recomputes after every change the
 * fan-out learns of (a burst is one recomputation) and when the clock moves a report out of the 30-minute
 * window; a line whose status did not change is not sent.
 */
export class LineStatusPushes {
  /** The frame last sent for each line: the status every open stream has been told. */
  private readonly sent = new Map<LineId, string>();
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private stopListening: (() => void) | null = null;

  constructor(
    private readonly events: ReportEvents,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  /** Learns the statuses as they stand (nothing to push: no stream has opened yet), then follows changes. */
  async start(): Promise<void> {
    this.stopListening = this.events.onChange(() => this.recompute());
    this.recompute();
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    clearTimeout(this.timer);
    await this.running;
  }

  private recompute(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = null;
    });
  }

  private async run(): Promise<void> {
    do {
      this.again = false;
      await this.pushChanges();
    } while (this.again && !this.stopped);
  }

  private async pushChanges(): Promise<void> {
    const now = this.clock();
    const nowMs = now.getTime();
    let nextMs = nowMs + RETRY_MS;
    try {
      const rows = await lineReportsSince(this.db, new Date(nowMs - REPORT_WINDOW_MS));
      const shown = rows.filter((row) => Date.parse(row.created_at) <= nowMs);
      for (const status of lineStatuses(shown, now)) {
        const frame = lineStatusFrame(status);
        if (this.sent.get(status.line_id) === frame) continue;
        this.sent.set(status.line_id, frame);
        this.events.broadcast(frame);
      }
      nextMs = validUntil(rows, nowMs);
    } catch (error) {
      this.log(`Could not read the line statuses for the streams (${describe(error)}); trying again`);
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.recompute(), Math.max(0, nextMs - nowMs));
    this.timer.unref();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
