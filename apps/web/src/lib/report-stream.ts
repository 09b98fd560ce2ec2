import { type LineStatus, type ReportRow, STREAM_RETRY_MS, type WithdrawnReport } from "@riles/core";
import { parseLineStatus } from "./parse-line-status";

const REPORT_STREAM_URL = "/api/reports/stream";

interface ReportStreamListener {
  /** A report was stored by anyone. */
  onReport?: (row: ReportRow) => void;
  /**
   * The stream is subscribed, at first or again after a break. What the listener fetched before may lack
   * reports sent between its answer and then (docs/decisions/076-asked-again-when-the-stream-opens.md),
   * unless its answer's cursor covers the stream's (081-answers-say-how-far-the-stream-had-got.md).
   */
  onOpen: (opened: StreamOpened) => void;
  /** A report stopped counting: riders disputed it, a moderator hid it or suspended its account (`reason`). */
  onWithdrawn?: (report: WithdrawnReport) => void;
  /** A withdrawn report counts again: its whole row. */
  onRestored?: (row: ReportRow) => void;
  /** A line's mark changed (docs/decisions/048-line-marks-pushed.md). */
  onLineStatus?: (status: LineStatus) => void;
}

export interface StreamOpened {
  /** performance.now() when the stream's first event came. */
  at: number;
  /** How far the server's streams had got when this one was subscribed; null when it did not say. */
  cursor: string | null;
}

type EventSourceFactory = (url: string) => EventSource;

/** The longest pause between refused connections (a full server answers 503 until streams close). */
const MAX_REOPEN_MS = 60_000;

/**
 * One server-sent-event connection shared by every screen that wants live reports. It opens with the first
 * listener and closes with the last. The browser's EventSource retries a dropped connection by itself; when
 * it gives up (an error answer closes it for good) this opens a fresh one after a short pause, twice as long
 * after each refusal in a row, so a full server is not asked again every few seconds by every screen.
 */
export class ReportStream {
  private readonly listeners = new Set<ReportStreamListener>();
  private source: EventSource | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | undefined;
  private reopenMs = STREAM_RETRY_MS;

  constructor(
    private readonly url: string,
    private readonly createSource: EventSourceFactory,
  ) {}

  subscribe(listener: ReportStreamListener): () => void {
    this.listeners.add(listener);
    if (!this.source && this.reopenTimer === undefined) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  private open(): void {
    const source = this.createSource(this.url);
    this.source = source;
    source.addEventListener("open", () => {
      this.reopenMs = STREAM_RETRY_MS;
    });
    // The server's first event on every connection, a reconnection included.
    source.addEventListener("ready", (message) => {
      const { data } = message as MessageEvent<unknown>;
      const opened = { at: performance.now(), cursor: typeof data === "string" && data ? data : null };
      for (const listener of [...this.listeners]) listener.onOpen(opened);
    });
    source.addEventListener("report", async (event) => {
      // The parser (zod) is a chunk of its own, loaded with the first event rather than the first screen.
      const { parseStreamedRow } = await import("./parse-streamed-row");
      const row = parseStreamedRow((event as MessageEvent<unknown>).data);
      if (row) for (const listener of [...this.listeners]) listener.onReport?.(row);
    });
    source.addEventListener("withdrawn", async (message) => {
      const { parseStreamedStanding } = await import("./parse-streamed-row");
      const report = parseStreamedStanding((message as MessageEvent<unknown>).data);
      if (report) for (const listener of [...this.listeners]) listener.onWithdrawn?.(report);
    });
    source.addEventListener("restored", async (message) => {
      const { parseStreamedRow } = await import("./parse-streamed-row");
      const row = parseStreamedRow((message as MessageEvent<unknown>).data);
      if (row) for (const listener of [...this.listeners]) listener.onRestored?.(row);
    });
    // Plain checks, no zod chunk: the Lines screen follows line marks from its first paint.
    source.addEventListener("line-status", (message) => {
      const status = parseLineStatus((message as MessageEvent<unknown>).data);
      if (status) for (const listener of [...this.listeners]) listener.onLineStatus?.(status);
    });
    source.addEventListener("error", () => {
      if (source.readyState !== source.CLOSED || this.source !== source) return;
      this.source = null;
      this.reopenTimer = setTimeout(() => {
        this.reopenTimer = undefined;
        if (this.listeners.size > 0) this.open();
      }, this.reopenMs);
      this.reopenMs = Math.min(this.reopenMs * 2, MAX_REOPEN_MS);
    });
  }

  private close(): void {
    clearTimeout(this.reopenTimer);
    this.reopenTimer = undefined;
    this.source?.close();
    this.source = null;
  }
}

/** The app's one connection. */
export const reportStream = new ReportStream(REPORT_STREAM_URL, (url) => new EventSource(url));
