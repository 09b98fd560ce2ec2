import { REPORT_WINDOW_MS, type ReportRow } from "@riles/core";

/** A safety net only: entries are dropped by the stream's notices long before this. */
const MAX_ENTRY_AGE_MS = 60_000;

interface Entry {
  body: string;
  validFromMs: number;
  validUntilMs: number;
}

export type ReadStationReports = (lineId: string, stationId: string, since: Date) => Promise<ReportRow[]>;

/**
 * Each station's GET /api/reports answer, kept as its JSON text for as long as it stays true: until a
 * report of the station is stored (every process hears of it through the stream's NOTIFY, and the storing
 * process at once) or until the clock moves a shown report out of the 30-minute window or a later-stamped
 * one into it. While the stream's LISTEN is down it answers from the database, so a cached answer is
 * never staler than the stream.
 */
export class StationReportsCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every invalidation, so a read that raced a new report is not kept. */
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    private readonly read: ReadStationReports,
    private readonly isLive: () => boolean,
  ) {}

  async answer(lineId: string, stationId: string, now: Date): Promise<string> {
    const key = `${lineId}:${stationId}`;
    const nowMs = now.getTime();
    const entry = this.entries.get(key);
    if (entry && this.isLive() && nowMs >= entry.validFromMs && nowMs < entry.validUntilMs) return entry.body;
    const generation = `${this.epoch}:${this.generations.get(key) ?? 0}`;
    const rows = await this.read(lineId, stationId, new Date(nowMs - REPORT_WINDOW_MS));
    const shown = rows.filter((row) => Date.parse(row.created_at) <= nowMs);
    const body = JSON.stringify(shown);
    if (this.isLive() && generation === `${this.epoch}:${this.generations.get(key) ?? 0}`) {
      this.entries.set(key, { body, validFromMs: nowMs, validUntilMs: validUntil(rows, nowMs) });
    }
    return body;
  }

  invalidate(lineId: string, stationId: string): void {
    const key = `${lineId}:${stationId}`;
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
    this.entries.delete(key);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
  }
}

/** The first instant the answer changes by the clock alone: a shown row leaves, or a later one enters. */
function validUntil(rows: readonly ReportRow[], nowMs: number): number {
  let until = nowMs + MAX_ENTRY_AGE_MS;
  for (const row of rows) {
    const createdMs = Date.parse(row.created_at);
    until = Math.min(until, createdMs <= nowMs ? createdMs + REPORT_WINDOW_MS : createdMs);
  }
  return until;
}
