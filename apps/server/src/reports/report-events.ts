import type { ReportRow } from "@riles/core";
import type { Clock } from "../config/clock";
import type { Database } from "../db/database";
import { RecentReportIds } from "./recent-report-ids";
import { REPORTS_CHANNEL, reportById, reportsCreatedAfter } from "./report-store";

/** A stream client as the fan-out sees it. */
export interface ReportSubscriber {
  deliver: (row: ReportRow) => void;
  /** Ends the client's stream: the server is shutting down. */
  end: () => void;
}

/**
 * How far back a catch-up reads, behind the newest report delivered: a report is stamped before its
 * transaction commits, so one stamped earlier can commit (and notify) later.
 */
const CATCH_UP_MARGIN_MS = 60_000;
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 5000;

/**
 * Fans every stored report out to this process's stream clients, once each, in the order it learns of
 * them. NOTIFY carries only the id; the row is read back, so every process sees the committed row. When
 * a notice may have been missed (the LISTEN connection was lost, or reading a row failed), it catches up
 * by reading every report stored since the newest one it delivered (docs/decisions/020-database-outages.md).
 */
export class ReportEvents {
  private readonly subscribers = new Set<ReportSubscriber>();
  private readonly delivered = new RecentReportIds(CATCH_UP_MARGIN_MS);
  /** Reads and deliveries run one at a time, so clients get reports in one order. */
  private queue: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;
  private startedAtMs = 0;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    this.startedAtMs = this.clock().getTime();
    this.unlisten = await this.database.listen(REPORTS_CHANNEL, {
      onNotification: (id) => this.enqueue(() => this.deliverById(id)),
      onResumed: () => this.enqueue(() => this.catchUp()),
    });
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: ReportSubscriber): () => void {
    // A stream opened on a kept-alive connection while the server shuts down ends at once.
    if (this.stopped) {
      subscriber.end();
      return () => {};
    }
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Ends every open stream and stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task);
  }

  private async deliverById(id: string): Promise<void> {
    try {
      const row = await reportById(this.database.db, id);
      if (row) this.publish(row);
    } catch (error) {
      this.log(`Could not read report ${id} for the streams (${describe(error)}); catching up later`);
      this.scheduleCatchUp();
    }
  }

  private async catchUp(): Promise<void> {
    if (this.stopped) return;
    const since = (this.delivered.newestCreatedAtMs ?? this.startedAtMs) - CATCH_UP_MARGIN_MS;
    try {
      const rows = await reportsCreatedAfter(this.database.db, new Date(since));
      for (const row of rows) this.publish(row);
      this.retryMs = FIRST_RETRY_MS;
    } catch (error) {
      this.log(`Could not catch up the report streams (${describe(error)}); trying again`);
      this.scheduleCatchUp();
    }
  }

  private scheduleCatchUp(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.enqueue(() => this.catchUp());
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private publish(row: ReportRow): void {
    if (!this.delivered.add(row.id, Date.parse(row.created_at))) return;
    for (const subscriber of this.subscribers) subscriber.deliver(row);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
