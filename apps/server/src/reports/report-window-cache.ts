import { REPORT_WINDOW_MS } from "@riles/core";

/** A safety net only: entries are dropped by the stream's notices long before this. */
const MAX_ENTRY_AGE_MS = 60_000;

interface Entry {
  body: string;
  /** The body as UTF-8, encoded once for every request answered from memory. */
  bytes: Buffer;
  validFromMs: number;
  validUntilMs: number;
}

/**
 * Which reports an answer is computed from and how long it stays true by the clock alone, the rows read
 * in hand: by default the last 30 minutes' reports (a station's list, the line marks).
 */
export interface AnswerWindow {
  /** The reports read: those stamped after this instant. */
  since: (nowMs: number) => number;
  /** The first instant the answer may change by the clock alone, with no new report. */
  validUntil: (rows: readonly { created_at: string }[], nowMs: number) => number;
}

const LAST_HALF_HOUR: AnswerWindow = {
  since: (nowMs) => nowMs - REPORT_WINDOW_MS,
  validUntil: (rows, nowMs) => validUntil(rows, nowMs),
};

/** What an answer is computed from: reports stamped after `since`, each with its created_at. */
export interface WindowedAnswer<Row extends { created_at: string }, Body extends string = string> {
  read: (since: Date) => Promise<Row[]>;
  /** The answer's JSON text at `now`, from the rows it may show (those stamped by then). */
  render: (shown: Row[], now: Date) => Body;
  window?: AnswerWindow;
}

/**
 * Answers computed from the last 30 minutes of reports (a station's list, every line's status), kept as
 * JSON text for as long as they stay true: until the fan-out learns of a report they depend on (every
 * process hears of each through the stream's NOTIFY, the storing process at once) or until the clock moves
 * a report out of the window or a later-stamped one into it. While the stream's LISTEN is down answers
 * come from the database, so a cached answer is never staler than the stream.
 */
export class ReportWindowCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Answers being computed, by key: requests that miss together wait for the one computation rather than
   * each reading and rendering it (a day's sightings take a hundred milliseconds a line to learn from).
   */
  private readonly computing = new Map<string, { generation: string; entry: Promise<Entry> }>();
  /** Bumped by every invalidation, so a read that raced a new report is not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(private readonly isLive: () => boolean) {}

  async answer<Row extends { created_at: string }, Body extends string>(
    key: string,
    now: Date,
    answer: WindowedAnswer<Row, Body>,
  ): Promise<Body> {
    const nowMs = now.getTime();
    // A key is only ever rendered by its one route's `render`, so what it keeps is that route's Body.
    const kept = this.freshEntry(key, nowMs);
    if (kept) return kept.body as Body;
    const generation = this.generationOf(key);
    const shared = this.computing.get(key);
    if (shared?.generation === generation) {
      const entry = await shared.entry;
      if (nowMs >= entry.validFromMs && nowMs < entry.validUntilMs) return entry.body as Body;
    }
    const entry = this.compute(now, answer);
    this.computing.set(key, { generation, entry });
    try {
      const computed = await entry;
      if (this.isLive() && generation === this.generationOf(key)) this.entries.set(key, computed);
      return computed.body as Body;
    } finally {
      if (this.computing.get(key)?.entry === entry) this.computing.delete(key);
    }
  }

  private async compute<Row extends { created_at: string }>(
    now: Date,
    { read, render, window = LAST_HALF_HOUR }: WindowedAnswer<Row>,
  ): Promise<Entry> {
    const nowMs = now.getTime();
    const rows = await read(new Date(window.since(nowMs)));
    const body = render(
      rows.filter((row) => Date.parse(row.created_at) <= nowMs),
      now,
    );
    return {
      body,
      bytes: Buffer.from(body),
      validFromMs: nowMs,
      validUntilMs: window.validUntil(rows, nowMs),
    };
  }

  /** The answer's bytes when it is kept and still true at `now`, without reading anything. */
  bytesIfFresh(key: string, now: Date): Buffer | undefined {
    return this.freshEntry(key, now.getTime())?.bytes;
  }

  invalidate(key: string): void {
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    this.entries.delete(key);
    this.computing.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.computing.clear();
  }

  private freshEntry(key: string, nowMs: number): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && this.isLive() && nowMs >= entry.validFromMs && nowMs < entry.validUntilMs
      ? entry
      : undefined;
  }

  private generationOf(key: string): string {
    return `${this.epoch}:${this.generations.get(key) ?? 0}`;
  }
}

/** The first instant the answer changes by the clock alone: a shown row leaves, or a later one enters. */
export function validUntil(rows: readonly { created_at: string }[], nowMs: number): number {
  let until = nowMs + MAX_ENTRY_AGE_MS;
  for (const row of rows) {
    const createdMs = Date.parse(row.created_at);
    until = Math.min(until, createdMs <= nowMs ? createdMs + REPORT_WINDOW_MS : createdMs);
  }
  return until;
}
