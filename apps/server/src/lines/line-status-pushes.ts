import {
  type LineId,
  type LineStatusReport,
  lineStatuses,
  REPORT_WINDOW_MS,
  type ReportRow,
} from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import type { ReportEvents } from "#server/reports/report-events.ts";
import { validUntil } from "#server/reports/report-window-cache.ts";
import { lineStatusFrame } from "#server/reports/sse-frames.ts";
import { lineReportById, lineReportsByIdSince } from "./line-reports";

const RETRY_MS = 5000;
/**
 * A confirmation made through another process sends no notice (only a change of whether a report counts
 * does): the window is read again this often, so such a mark reaches every stream within it.
 */
const REREAD_MS = 60_000;

/**
 * Pushes a line's new status on the stream whenever it changes, so no screen asks GET /api/lines/status
 * again because of a report (docs/decisions/048-line-marks-pushed.md). It keeps the window's reports as the
 * status reads them: a new report adds its own (one read by id, so the report it rides with is not held up
 * by a read of the whole window, docs/decisions/049-ten-thousand-streams.md) and its line statuses go out
 * in the same write as the report. A withdrawal, a catch-up, a vote on this process and every minute (for
 * votes on others) read the window again, and the clock moving a report out of it recomputes; those
 * statuses go out on their own. An unchanged line is not sent.
 */
export class LineStatusPushes {
  /** The frame last sent for each line: the status every open stream has been told. */
  private readonly sent = new Map<LineId, string>();
  /** The window's reports that count, by id (a report read with the window is not added twice). */
  private window = new Map<string, LineStatusReport>();
  /** Reads and recomputations run one at a time, in the order asked, so `sent` follows what went out. */
  private chain: Promise<unknown> = Promise.resolve();
  private rereadQueued = false;
  private timer: NodeJS.Timeout | undefined;
  private rereadTimer: NodeJS.Timeout | undefined;
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
      this.events.onChange(() => this.reread()),
      this.events.withEachReport((row) => this.withReport(row)),
    );
    await this.enqueue(() => this.readWindow());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const stop of this.stops) stop();
    clearTimeout(this.timer);
    clearTimeout(this.rereadTimer);
    await this.chain;
  }

  private enqueue(task: () => Promise<string>): Promise<string> {
    const next = this.chain.then(task);
    this.chain = next.catch(() => {});
    return next;
  }

  /** The frames that go out with a new report: its line's status, when the report changed it. */
  private withReport(row: ReportRow): Promise<string> {
    return this.enqueue(async () => {
      try {
        const added = await lineReportById(this.db, row.id);
        if (added) this.window.set(row.id, added);
        return this.changedFrames();
      } catch (error) {
        this.log(`Could not read report ${row.id} for the line statuses (${describe(error)}); reading again`);
        this.reread();
        return "";
      }
    });
  }

  /** Reads the window again and sends what changed on its own; asks made while one waits share it. */
  private reread(): void {
    if (this.stopped || this.rereadQueued) return;
    this.rereadQueued = true;
    void this.enqueue(() => {
      this.rereadQueued = false;
      return this.readWindow();
    }).then((frames) => {
      if (frames) this.events.broadcast(frames);
    });
  }

  private async readWindow(): Promise<string> {
    if (this.stopped) return "";
    try {
      const since = new Date(this.clock().getTime() - REPORT_WINDOW_MS);
      const read = await lineReportsByIdSince(this.db, since);
      this.window = new Map(read.map(({ id, report }) => [id, report]));
      this.rereadIn(REREAD_MS);
      return this.changedFrames();
    } catch (error) {
      this.log(`Could not read the line statuses for the streams (${describe(error)}); trying again`);
      this.rereadIn(RETRY_MS);
      return "";
    }
  }

  private rereadIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.rereadTimer);
    this.rereadTimer = setTimeout(() => this.reread(), ms);
    this.rereadTimer.unref();
  }

  /** The frames of every line whose status changed since the last ones sent, at the clock's now. */
  private changedFrames(): string {
    const now = this.clock();
    const nowMs = now.getTime();
    for (const [id, report] of this.window) {
      if (Date.parse(report.created_at) <= nowMs - REPORT_WINDOW_MS) this.window.delete(id);
    }
    const reports = [...this.window.values()];
    const shown = reports.filter((report) => Date.parse(report.created_at) <= nowMs);
    let frames = "";
    for (const status of lineStatuses(shown, now)) {
      const frame = lineStatusFrame(status);
      if (this.sent.get(status.line_id) === frame) continue;
      this.sent.set(status.line_id, frame);
      frames += frame;
    }
    this.wakeIn(validUntil(reports, nowMs) - nowMs);
    return frames;
  }

  /** Recomputes when the clock changes what the window shows (a report leaves it, or a later one enters). */
  private wakeIn(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        void this.enqueue(async () => this.changedFrames()).then((frames) => {
          if (frames) this.events.broadcast(frames);
        });
      },
      Math.max(0, ms),
    );
    this.timer.unref();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
