import {
  type KeptDayHabits,
  LINE_IDS,
  type LineId,
  manilaDayStartMs,
  type PastDayHabits,
  pastDayHabits,
  pooledPastHabits,
} from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { lineReportsBetween } from "#server/reports/backed-reports.ts";

/** Riders are learned from the four weeks before today: every kind of day, weekdays and weekends. */
const PAST_RIDER_DAYS = 28;
/** After a failed read (the database away), the next ask tries again only this much later. */
const RETRY_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The past weeks' riders of each line (docs/decisions/141-riders-of-past-weeks.md): each past day's riders
 * learned once from its reports and kept, pooled anew on each Manila day's first ask. A day's reports do
 * not change once it is over, so a new day reads only the day before. The read runs in the background;
 * until it is done an ask gets the riders pooled for an earlier day, or none (the estimator then believes
 * issue 21's description). No timer runs.
 */
export class PastRiders {
  private readonly days = new Map<string, PastDayHabits>();
  private readonly pooled = new Map<string, { dayStartMs: number; habits: KeptDayHabits }>();
  private reading: Promise<void> | null = null;
  private failedAtMs = Number.NEGATIVE_INFINITY;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
  ) {}

  /** The riders to believe on the line before the day at `now` shows its own. */
  of(lineId: string, now: Date): KeptDayHabits | undefined {
    const dayStartMs = manilaDayStartMs(now);
    const known = this.pooled.get(lineId);
    if (known?.dayStartMs !== dayStartMs) this.startReading(dayStartMs);
    return known?.habits;
  }

  /** No read starts after this; the one under way is waited for (the database closes next). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.reading;
  }

  private startReading(dayStartMs: number): void {
    if (this.stopped || this.reading || this.clock().getTime() - this.failedAtMs < RETRY_MS) return;
    this.reading = this.read(dayStartMs)
      .catch((error: unknown) => {
        this.failedAtMs = this.clock().getTime();
        this.log(
          `Could not read the past weeks' riders (${error instanceof Error ? error.message : error}); estimating with what was known`,
        );
      })
      .finally(() => {
        this.reading = null;
      });
  }

  private async read(dayStartMs: number): Promise<void> {
    const starts = Array.from({ length: PAST_RIDER_DAYS }, (_, index) => dayStartMs - (index + 1) * DAY_MS);
    for (const lineId of LINE_IDS) {
      const missing = starts.filter((startMs) => !this.days.has(dayKey(lineId, startMs)));
      if (missing.length > 0) await this.learnDays(lineId, missing);
      const days = starts.flatMap((startMs) => this.days.get(dayKey(lineId, startMs)) ?? []);
      this.pooled.set(lineId, { dayStartMs, habits: pooledPastHabits(days) });
    }
    const oldestMs = starts.at(-1) ?? dayStartMs;
    for (const key of this.days.keys()) if (Number(key.split("|")[1]) < oldestMs) this.days.delete(key);
  }

  /** Learns the line's riders on each of the days starting at `starts`, from one read of their reports. */
  private async learnDays(lineId: LineId, starts: readonly number[]): Promise<void> {
    const fromMs = Math.min(...starts);
    const toMs = Math.max(...starts) + DAY_MS;
    const reports = await lineReportsBetween(this.db, lineId, new Date(fromMs), new Date(toMs));
    const byDay = new Map<number, typeof reports>();
    for (const report of reports) {
      const startMs = manilaDayStartMs(new Date(report.created_at));
      const day = byDay.get(startMs);
      if (day) day.push(report);
      else byDay.set(startMs, [report]);
    }
    for (const startMs of starts) {
      const dayReports = byDay.get(startMs) ?? [];
      this.days.set(
        dayKey(lineId, startMs),
        pastDayHabits(lineId, dayReports, new Date(startMs + DAY_MS - 1)),
      );
      // A day of reports is a tenth of a second of learning: let requests in between days.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

const dayKey = (lineId: LineId, dayStartMs: number) => `${lineId}|${dayStartMs}`;
