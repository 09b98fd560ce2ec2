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
 * learned once from its reports and kept, pooled anew on each Manila day's first ask. A day's reports are
 * not re-read once it is learned, so a new day reads only the day before: a report hidden by a moderator
 * after its day was learned leaves the pool when the process restarts, or when the day leaves the 28
 * (each day's say is capped and the pool is a median). The read runs in the background, a day at a time;
 * until it is done an ask gets the riders pooled for an earlier day, or none (the estimator then believes
 * issue 21's description). No timer runs.
 */
export class PastRiders {
  private readonly days = new Map<string, PastDayHabits>();
  private readonly pooled = new Map<string, { dayStartMs: number; habits: KeptDayHabits }>();
  private reading: Promise<void> | null = null;
  private failedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void,
  ) {}

  /** The riders to believe on the line before the day at `now` shows its own. */
  of(lineId: string, now: Date): KeptDayHabits | undefined {
    const dayStartMs = manilaDayStartMs(now);
    const known = this.pooled.get(lineId);
    if (known?.dayStartMs !== dayStartMs) this.startReading(dayStartMs);
    return known?.habits;
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
      });
  }

  /** Each line on its own: a line whose read fails keeps its last pool and is tried again a minute later. */
  private async read(dayStartMs: number): Promise<void> {
    const starts = Array.from({ length: PAST_RIDER_DAYS }, (_, index) => dayStartMs - (index + 1) * DAY_MS);
    for (const lineId of LINE_IDS) {
      try {
        await this.learnDays(lineId, starts);
      } catch (error) {
        this.failedAt = performance.now();
        this.log(
          `Could not read the past weeks' riders of ${lineId} (${error instanceof Error ? error.message : error}); estimating with what was known`,
        );
        continue;
      }
      if (this.stopped) return;
      const days = starts.flatMap((startMs) => this.days.get(dayKey(lineId, startMs)) ?? []);
      this.pooled.set(lineId, { dayStartMs, habits: pooledPastHabits(days) });
    }
    const oldestMs = starts.at(-1) ?? dayStartMs;
    for (const key of this.days.keys()) if (Number(key.split("|")[1]) < oldestMs) this.days.delete(key);
  }

  /** Learns the line's riders on each of the days starting at `starts` not learned yet, one day's read at a time. */
  private async learnDays(lineId: LineId, starts: readonly number[]): Promise<void> {
    for (const startMs of starts) {
      if (this.stopped) return;
      const key = dayKey(lineId, startMs);
      if (this.days.has(key)) continue;
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
        .orderBy(asc(trainReports.createdAt), asc(trainReports.id));
      // A day of reports is a tenth of a second of learning, after its read has let requests in.
      const reports = records.map((record) => ({ ...toReportRow(record), reporter: record.userId }));
      this.days.set(key, pastDayHabits(lineId, reports, new Date(startMs + DAY_MS - 1)));
    }
  }
}

const dayKey = (lineId: LineId, dayStartMs: number) => `${lineId}|${dayStartMs}`;
