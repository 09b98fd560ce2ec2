import {
  type KeptDayHabits,
  LINE_IDS,
  type LineId,
  manilaDayStartMs,
  type PastDayHabits,
  pastDayHabits,
  pooledPastHabits,
} from "@riles/core";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { Db } from "#server/db/database.ts";
import { trainReports } from "#server/db/schema.ts";
import { toReportRow } from "#server/reports/report-record.ts";
import { stillCountsInBulk } from "#server/trust/still-counts.ts";

/** Riders are learned from the four weeks before today: every kind of day, weekdays and weekends. */
const PAST_RIDER_DAYS = 28;
/** After a failed read (the database away), the next ask tries again only this much later (monotonic time). */
const RETRY_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The past weeks' riders of each line (docs/decisions/141-riders-of-past-weeks.md): each past day's riders
 * learned once from its reports and kept, pooled anew on each Manila day's first ask. A new day reads only
 * the day before. A report that stops or starts counting on a day already learned (hidden by a moderator,
 * withdrawn by a suspension, either lifted: `reportChanged`) has that day learned again and its line pooled
 * again at once (docs/decisions/154-hidden-reports-leave-the-past-riders-at-once.md). The read runs in the
 * background, a day at a time; until it is done an ask gets the riders pooled before, or none (the
 * estimator then believes issue 21's description). No timer runs.
 */
export class PastRiders {
  private readonly days = new Map<string, PastDayHabits>();
  private readonly pooled = new Map<string, { dayStartMs: number; habits: KeptDayHabits }>();
  /** Lines whose pool counted a day since learned again: pooled again by the next read. */
  private readonly stale = new Set<string>();
  /**
   * Learned days a report of which stopped or started counting: read again by the next read, and kept as
   * learned until then, so no pool is ever made without them.
   */
  private readonly relearn = new Set<string>();
  /** The day whose reports are being read, and whether one of them changed standing meanwhile. */
  private dayBeingRead: { key: string; changed: boolean } | null = null;
  private reading: Promise<void> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;

  /** `pooledAgain` hears of each line pooled anew, so that answers built from the old pool go. */
  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void,
    private readonly pooledAgain: (lineId: LineId) => void = () => {},
  ) {}

  /** The riders to believe on the line before the day at `now` shows its own. */
  of(lineId: string, now: Date): KeptDayHabits | undefined {
    const dayStartMs = manilaDayStartMs(now);
    const known = this.pooled.get(lineId);
    if (known?.dayStartMs !== dayStartMs || this.stale.has(lineId)) this.startReading(dayStartMs);
    return known?.habits;
  }

  /**
   * A report stopped or started counting. When its day was learned (or is being read), the day is
   * learned again, from the reports that count now, and its line pooled again, without waiting for an ask.
   */
  reportChanged(report: { line_id: LineId; created_at: string }): void {
    const key = dayKey(report.line_id, manilaDayStartMs(new Date(report.created_at)));
    if (this.dayBeingRead?.key === key) this.dayBeingRead.changed = true;
    else if (this.days.has(key)) this.relearn.add(key);
    else return;
    this.stale.add(report.line_id);
    // From the newest day any line is pooled for: a line whose last read failed may be a day behind, and
    // the others must not step back with it.
    const newestMs = Math.max(...[...this.pooled.values()].map((pooled) => pooled.dayStartMs));
    if (Number.isFinite(newestMs)) this.startReading(newestMs);
  }

  /** No read starts after this; the one under way stops at its next day and is waited for (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.reading;
  }

  private startReading(dayStartMs: number): void {
    if (this.stopped || this.reading || performance.now() - this.failedAt < RETRY_MS) return;
    this.reading = this.read(dayStartMs)
      .catch((error: unknown) => this.log(`Could not pool the past weeks' riders (${String(error)})`))
      .finally(() => {
        this.reading = null;
        // A day that changed while this read was under way.
        if (this.stale.size > 0) this.startReading(dayStartMs);
      });
  }

  /** Each line on its own: a line whose read fails keeps its last pool and is tried again a minute later. */
  private async read(dayStartMs: number): Promise<void> {
    const starts = Array.from({ length: PAST_RIDER_DAYS }, (_, index) => dayStartMs - (index + 1) * DAY_MS);
    for (const lineId of LINE_IDS) {
      // A line pooled for this day whose days have not changed since keeps its pool, and the answers
      // built from it.
      const changed = this.stale.delete(lineId);
      if (!changed && this.pooled.get(lineId)?.dayStartMs === dayStartMs) continue;
      try {
        await this.learnDays(lineId, starts);
      } catch (error) {
        this.stale.add(lineId);
        this.failedAt = performance.now();
        this.log(
          `Could not read the past weeks' riders of ${lineId} (${error instanceof Error ? error.message : error}); estimating with what was known`,
        );
        continue;
      }
      if (this.stopped) return;
      const days = starts.flatMap((startMs) => this.days.get(dayKey(lineId, startMs)) ?? []);
      this.pooled.set(lineId, { dayStartMs, habits: pooledPastHabits(days) });
      this.pooledAgain(lineId);
    }
    const oldestMs = starts.at(-1) ?? dayStartMs;
    for (const key of this.days.keys()) if (Number(key.split("|")[1]) < oldestMs) this.days.delete(key);
    for (const key of this.relearn) if (Number(key.split("|")[1]) < oldestMs) this.relearn.delete(key);
  }

  /** Learns the line's riders on each of the days starting at `starts` not learned yet, one day's read at a time. */
  private async learnDays(lineId: LineId, starts: readonly number[]): Promise<void> {
    for (const startMs of starts) {
      const key = dayKey(lineId, startMs);
      // Until the day is learned from a read that no change overlapped.
      while (!this.days.has(key) || this.relearn.has(key)) {
        if (this.stopped) return;
        if (!(await this.learnDay(lineId, key, startMs))) return;
      }
    }
  }

  /**
   * Reads one day and learns its riders; false when the process stopped meanwhile. A day a report of which
   * changed standing during the read stays as it was (or unlearned), to be read again; until a read
   * succeeds, a learned day keeps its earlier riders.
   */
  private async learnDay(lineId: LineId, key: string, startMs: number): Promise<boolean> {
    const read = { key, changed: false };
    this.dayBeingRead = read;
    const records = await this.db
      .select()
      .from(trainReports)
      .where(
        and(
          eq(trainReports.lineId, lineId),
          gte(trainReports.createdAt, new Date(startMs)),
          lt(trainReports.createdAt, new Date(startMs + DAY_MS)),
          stillCountsInBulk(),
        ),
      )
      .orderBy(asc(trainReports.createdAt), asc(trainReports.id))
      .finally(() => {
        this.dayBeingRead = null;
      });
    if (this.stopped) return false;
    // The read may have seen the report before its change or after: the day is read again.
    if (read.changed) {
      if (this.days.has(key)) this.relearn.add(key);
      return true;
    }
    // A day of reports is a tenth of a second of learning, after its read has let requests in.
    const reports = records.map((record) => ({ ...toReportRow(record), reporter: record.userId }));
    this.days.set(key, pastDayHabits(lineId, reports, new Date(startMs + DAY_MS - 1)));
    this.relearn.delete(key);
    return true;
  }
}

const dayKey = (lineId: LineId, dayStartMs: number) => `${lineId}|${dayStartMs}`;
