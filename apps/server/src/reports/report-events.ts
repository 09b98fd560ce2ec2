import { randomBytes } from "node:crypto";
import { type ReportRow, reportCursor } from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Database } from "#server/db/database.ts";
import { CHANGE_NOTICE_PREFIX, reportStanding } from "#server/trust/report-standing.ts";
import { withBacking } from "./backed-reports";
import { RecentReportIds } from "./recent-report-ids";
import { REPORTS_CHANNEL, reportById, reportsCreatedAfter } from "./report-store";
import { ReportWindowCache } from "./report-window-cache";
import { HEARTBEAT_FRAME, reportFrame, standingFrame } from "./sse-frames";

/** The cache key of every line's status, which any report changes. */
export const LINE_STATUS_KEY = "lines";

/** A stream client as the fan-out sees it. */
export interface ReportSubscriber {
  /** The one station ("line:station", see `stationKey`) whose reports it gets; every station's when unset. */
  readonly station?: string;
  /** Whose allowance of streams this one counts against (an address or an account, see `streamsHeldBy`). */
  readonly holder: string;
  /**
   * The wider allowance it counts against too: an IPv6 address's site (its /48), when counted on the
   * address; the streams on accounts of its network, when counted on an account.
   */
  readonly siteHolder: string | undefined;
  /**
   * `frame` is the row as a server-sent event (on a stream of every station followed by the line statuses it
   * changed), encoded once and written as it is to every client.
   */
  deliver: (row: ReportRow, frame: Buffer) => void;
  /** A report of this subscriber's stations stopped counting or counts again (`standingFrame`), or a line status. */
  changed: (frame: Buffer) => void;
  heartbeat: (frame: Buffer) => void;
  /** Ends the client's stream: the server is shutting down. */
  end: () => void;
}

const HEARTBEAT_MS = 25_000;

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
  /** Subscribers to every station. */
  private readonly subscribers = new Set<ReportSubscriber>();
  /** Parts of the server (not streams) told of every report, such as the reminder scheduler. */
  private readonly reportListeners = new Set<(row: ReportRow) => void>();
  /** Parts of the server told whenever a standing changed or a catch-up may have missed one. */
  private readonly changeListeners = new Set<() => void>();
  /** Parts of the server told which report's standing changed, such as the past weeks' riders. */
  private readonly standingListeners = new Set<(row: ReportRow) => void>();
  /** Frames that go out with each report on the streams of every station, in the same write. */
  private companion: ((row: ReportRow) => Promise<string>) | null = null;
  /** Fan-outs run in the order reports were learnt of, each once its companion frames are ready. */
  private delivering: Promise<void> = Promise.resolve();
  /** Open streams by holder, so one address or account cannot take every stream (docs/decisions/096-streams-per-address.md). */
  private readonly held = new Map<string, number>();
  /** Subscribers to one station, by "line:station". */
  private readonly stationSubscribers = new Map<string, Set<ReportSubscriber>>();
  /** False while notices may be missed: the LISTEN connection is down or a read failed, until caught up. */
  private live = true;
  private listening = true;
  /** Answers built from recent reports (keyed by `stationKey` or LINE_STATUS_KEY), dropped as this fan-out learns of new reports. */
  readonly cache = new ReportWindowCache(() => this.live);
  private readonly delivered = new RecentReportIds(CATCH_UP_MARGIN_MS);
  /** Reads and deliveries run one at a time, so clients get reports in one order. */
  private queue: Promise<void> = Promise.resolve();
  private unlisten: (() => Promise<void>) | null = null;
  private startedAtMs = 0;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  /** One timer for every stream's heartbeat, not one per client. */
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** This process among others, for `cursor`. */
  private readonly processId = randomBytes(6).toString("base64url");
  /** Changes pushed (or possibly missed) so far, for `cursor`. */
  private changes = 0;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    this.startedAtMs = this.clock().getTime();
    const heartbeat = Buffer.from(HEARTBEAT_FRAME);
    this.heartbeatTimer = setInterval(() => this.eachSubscriber((s) => s.heartbeat(heartbeat)), HEARTBEAT_MS);
    this.heartbeatTimer.unref();
    this.unlisten = await this.database.listen(REPORTS_CHANNEL, {
      onNotification: (payload) =>
        this.enqueue(() =>
          payload.startsWith(CHANGE_NOTICE_PREFIX)
            ? this.deliverChange(payload.slice(CHANGE_NOTICE_PREFIX.length))
            : this.deliverById(payload),
        ),
      onResumed: () => {
        this.listening = true;
        this.enqueue(() => this.catchUp());
      },
      onLost: () => {
        this.listening = false;
        this.notLive();
      },
    });
  }

  /**
   * How far the streams have got: read before an answer the stream keeps current, and when a stream is
   * subscribed, so a screen knows whether its answer lacks something its stream will not push
   * (docs/decisions/081-answers-say-how-far-the-stream-had-got.md). Every change moves it before any
   * stream hears of it.
   */
  get cursor(): string {
    return reportCursor(this.processId, this.changes);
  }

  /** Open streams counted against `holder`. */
  streamsHeldBy(holder: string): number {
    return this.held.get(holder) ?? 0;
  }

  get subscriberCount(): number {
    let count = this.subscribers.size;
    for (const station of this.stationSubscribers.values()) count += station.size;
    return count;
  }

  /** Subscribes to every report, or to its station's; `unsubscribe` ends it. */
  subscribe(subscriber: ReportSubscriber): void {
    // A stream opened on a kept-alive connection while the server shuts down ends at once.
    if (this.stopped) {
      subscriber.end();
      return;
    }
    const { station, holder, siteHolder } = subscriber;
    this.hold(holder, 1);
    if (siteHolder !== undefined) this.hold(siteHolder, 1);
    if (!station) {
      this.subscribers.add(subscriber);
      return;
    }
    let set = this.stationSubscribers.get(station);
    if (!set) {
      set = new Set();
      this.stationSubscribers.set(station, set);
    }
    set.add(subscriber);
  }

  /** No closure per subscriber to undo its subscription: at ten thousand streams each would count. */
  unsubscribe(subscriber: ReportSubscriber): void {
    const { station } = subscriber;
    const set = station ? this.stationSubscribers.get(station) : this.subscribers;
    // Not subscribed (the server was stopping when it came): nothing to give back.
    if (!set?.delete(subscriber)) return;
    if (station && set.size === 0) this.stationSubscribers.delete(station);
    this.hold(subscriber.holder, -1);
    if (subscriber.siteHolder !== undefined) this.hold(subscriber.siteHolder, -1);
  }

  private hold(holder: string, by: number): void {
    const held = this.streamsHeldBy(holder) + by;
    if (held > 0) this.held.set(holder, held);
    else this.held.delete(holder);
  }

  /** Calls `listener` with every report this process learns of, once each; returns how to stop. */
  onReport(listener: (row: ReportRow) => void): () => void {
    this.reportListeners.add(listener);
    return () => this.reportListeners.delete(listener);
  }

  /**
   * Calls `listener` after a report stopped or started counting, or after a catch-up (which may have missed
   * such changes), once the streams were told of it; returns how to stop.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /**
   * Calls `listener` with each report that stopped or started counting, as this process hears of it (a
   * notice missed while LISTEN was down is not heard); returns how to stop.
   */
  onStandingChange(listener: (row: ReportRow) => void): () => void {
    this.standingListeners.add(listener);
    return () => this.standingListeners.delete(listener);
  }

  /**
   * `frames` produces what goes out with each new report to the streams of every station, in one write with
   * it (docs/decisions/048-line-marks-pushed.md): the report waits for it. Returns how to stop.
   */
  withEachReport(frames: (row: ReportRow) => Promise<string>): () => void {
    this.companion = frames;
    return () => {
      if (this.companion === frames) this.companion = null;
    };
  }

  /** Writes `frame` to every stream of all stations (not those of one station, which asked for its reports only). */
  broadcast(frame: string): void {
    this.changes += 1;
    const bytes = Buffer.from(frame);
    for (const subscriber of [...this.subscribers]) subscriber.changed(bytes);
  }

  /**
   * A report this process just stored: its own clients see it at once (the NOTIFY that follows is a
   * duplicate and dropped), and a GET right after the POST is not answered from the cache.
   */
  announce(row: ReportRow): void {
    this.publish(row);
  }

  /**
   * Votes or a moderator changed whether reports count: this process's cached answers (of the station,
   * or all) are dropped at once; the streams hear of it through the change notice.
   */
  standingMayHaveChanged(station?: { lineId: string; stationId: string }): void {
    if (station) this.invalidateStation(station.lineId, station.stationId);
    else this.cache.clear();
    // A confirmation can mark a line without changing whether any report counts.
    this.changed();
  }

  /** Every cached answer a report of this station is part of. */
  private invalidateStation(lineId: string, stationId: string): void {
    this.cache.invalidate(stationKey(lineId, stationId));
    this.cache.invalidate(LINE_STATUS_KEY);
    this.cache.invalidate(sightingsKey(lineId));
  }

  /** Ends every open stream and stops listening. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    for (const station of this.stationSubscribers.values())
      for (const subscriber of station) subscriber.end();
    this.stationSubscribers.clear();
    this.held.clear();
    await this.unlisten?.();
    this.unlisten = null;
  }

  private enqueue(task: () => Promise<void>): void {
    this.queue = this.queue.then(task);
  }

  private async deliverById(id: string): Promise<void> {
    try {
      // This process's own report was published as it was stored: its NOTIFY is a duplicate.
      if (this.delivered.has(id)) return;
      const row = await reportById(this.database.drizzle, id);
      if (row) this.publish(await this.backed(row));
    } catch (error) {
      this.log(`Could not read report ${id} for the streams (${describe(error)}); catching up later`);
      this.notLive();
      this.scheduleCatchUp();
    }
  }

  /**
   * A report's standing changed: every cached answer built from it goes, and every screen showing its
   * station hears whether it was withdrawn (and why) or restored. A notice missed while LISTEN was down is
   * not replayed; the answers are read from the database meanwhile (docs/decisions/041-moderation.md).
   */
  private async deliverChange(id: string): Promise<void> {
    try {
      const standing = await reportStanding(this.database.drizzle, id);
      if (!standing) return;
      const { row } = standing;
      const key = stationKey(row.line_id, row.station_id);
      this.changes += 1;
      this.invalidateStation(row.line_id, row.station_id);
      const report = {
        id: row.id,
        line_id: row.line_id,
        station_id: row.station_id,
        direction: row.direction,
        status: row.status,
      };
      // A report that counts carries its whole row, so screens put it back (or mark it backed) without a request.
      const frame = Buffer.from(
        standing.withdrawn
          ? standingFrame("withdrawn", { ...report, reason: standing.withdrawn })
          : standingFrame("restored", await withBacking(this.database.drizzle, row)),
      );
      for (const subscriber of [...this.subscribers]) subscriber.changed(frame);
      for (const subscriber of [...(this.stationSubscribers.get(key) ?? [])]) subscriber.changed(frame);
      for (const listener of this.standingListeners) listener(row);
      this.changed();
    } catch (error) {
      this.log(`Could not read report ${id}'s standing for the streams (${describe(error)})`);
      this.notLive();
      this.scheduleCatchUp();
    }
  }

  private async catchUp(): Promise<void> {
    if (this.stopped) return;
    const since = (this.delivered.newestCreatedAtMs ?? this.startedAtMs) - CATCH_UP_MARGIN_MS;
    try {
      const rows = await reportsCreatedAfter(this.database.drizzle, new Date(since));
      for (const row of rows) this.publish(await this.backed(row));
      this.retryMs = FIRST_RETRY_MS;
      this.live = this.listening;
      // Standing changes are not replayed: whatever they changed is read again, and by screens too.
      this.changes += 1;
      this.changed();
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

  private notLive(): void {
    // Standing changes missed from now on are never pushed: a screen subscribing meanwhile asks again.
    this.changes += 1;
    this.live = false;
    this.cache.clear();
  }

  /** The row with its cancellation mark (decision 136), read only for a row not delivered yet. */
  private backed(row: ReportRow): Promise<ReportRow> {
    return this.delivered.has(row.id) ? Promise.resolve(row) : withBacking(this.database.drizzle, row);
  }

  private publish(row: ReportRow): void {
    if (!this.delivered.add(row.id, Date.parse(row.created_at))) return;
    this.changes += 1;
    this.invalidateStation(row.line_id, row.station_id);
    for (const listener of this.reportListeners) listener(row);
    const frame = reportFrame(row);
    // Started now, so companions are computed in the order of the reports.
    const companion = this.companion?.(row).catch((error: unknown) => {
      this.log(`Could not add the line statuses to report ${row.id} (${describe(error)})`);
      return "";
    });
    this.delivering = this.delivering.then(async () => {
      const extra = (await companion) ?? "";
      const alone = Buffer.from(frame);
      const withExtra = extra ? Buffer.from(frame + extra) : alone;
      for (const subscriber of [...this.subscribers]) subscriber.deliver(row, withExtra);
      const station = this.stationSubscribers.get(stationKey(row.line_id, row.station_id));
      for (const subscriber of [...(station ?? [])]) subscriber.deliver(row, alone);
    });
  }

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** Over a copy: a subscriber may leave while being called. */
  private eachSubscriber(call: (subscriber: ReportSubscriber) => void): void {
    for (const subscriber of [...this.subscribers]) call(subscriber);
    for (const station of [...this.stationSubscribers.values()])
      for (const subscriber of [...station]) call(subscriber);
  }
}

/** The cache key of a line's sightings, which each report of the line changes. */
export function sightingsKey(lineId: string): string {
  return `sightings:${lineId}`;
}

export function stationKey(lineId: string, stationId: string): string {
  return `${lineId}:${stationId}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
