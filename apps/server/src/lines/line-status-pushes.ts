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
 * again because of a report (docs/decisions/048-line-marks-pushed.md). A new report's line statuses go out
 * in the same write as the report; a withdrawal, a catch-up, or the clock moving a report out of the
 * 30-minute window send them on their own. A line whose status did not change is not sent.
 */
export class LineStatusPushes {
  /** The frame last sent for each line: the status every open stream has been told. */
  private readonly sent = new Map<LineId, string>();
  /** Recomputations run one at a time, in the order asked, so `sent` follows what went out. */
  private chain: Promise<unknown> = Promise.resolve();
  private broadcastQueued = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly events: ReportEvents,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  /** Learns the statuses as they stand (nothing to push: no stream has opened yet), then follows changes. */
  async start(): Promise<void> {
    this.stops.push(
      this.events.onChange(() => this.recompute()),
      this.events.withEachReport(() => this.changedFrames()),
    );
    await this.changedFrames();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.stops) stop();
    clearTimeout(this.timer);
    await this.chain;
  }

  /** The frames of every line whose status changed since the last ones sent. */
  private changedFrames(): Promise<string> {
    const next = this.chain.then(() => this.computeChanges());
    this.chain = next.catch(() => {});
    return next;
  }

  /** Recomputes and sends what changed on its own; asks made while one waits share it. */
  private recompute(): void {
    if (this.stopped || this.broadcastQueued) return;
    this.broadcastQueued = true;
    const next = this.chain.then(() => {
      this.broadcastQueued = false;
      return this.computeChanges();
    });
    this.chain = next.then((frames) => {
      if (frames) this.events.broadcast(frames);
    });
  }

  private async computeChanges(): Promise<string> {
    if (this.stopped) return "";
    const now = this.clock();
    const nowMs = now.getTime();
    let nextMs = nowMs + RETRY_MS;
    let frames = "";
    try {
      const rows = await lineReportsSince(this.db, new Date(nowMs - REPORT_WINDOW_MS));
      const shown = rows.filter((row) => Date.parse(row.created_at) <= nowMs);
      for (const status of lineStatuses(shown, now)) {
        const frame = lineStatusFrame(status);
        if (this.sent.get(status.line_id) === frame) continue;
        this.sent.set(status.line_id, frame);
        frames += frame;
      }
      nextMs = validUntil(rows, nowMs);
    } catch (error) {
      this.log(`Could not read the line statuses for the streams (${describe(error)}); trying again`);
    }
    if (!this.stopped) {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.recompute(), Math.max(0, nextMs - nowMs));
      this.timer.unref();
    }
    return frames;
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
