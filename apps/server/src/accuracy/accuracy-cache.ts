import {
  ACCURACY_DAYS,
  ACCURACY_POINT_RANGE,
  type AccuracyAnswer,
  type AccuracyTally,
  addTallies,
  EMPTY_TALLY,
  LINE_IDS,
  type LineId,
  lineAccuracies,
  manilaDayStartMs,
  type ReportRow,
} from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { type JsonText, toJsonText } from "#server/http/json-text.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";
import {
  forgetScoredDaysBefore,
  reportsDigest,
  type ScoredDay,
  scoredDayKey,
  storedScoredDays,
  storeScoredDay,
} from "./accuracy-day-store";
import type { DayScorer } from "./day-scorer";

/** How old the figures may grow before a request starts recomputing them (docs/product.md). */
export const ACCURACY_REFRESH_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
interface AccuracyFigures {
  computedAt: Date;
  /** The answer to GET /api/accuracy, serialised once. */
  body: JsonText<AccuracyAnswer>;
}

/**
 * Each line's published accuracy over the last 7 Manila service days (docs/decisions/045-published-accuracy.md,
 * 118), kept in memory per line and day. A day's reports only grow while it lasts (the server stamps them),
 * so a recomputation scores only the reports added since the last one, with the riders' habits learned
 * from the day so far; once the day is over it is scored again whole, once, with the habits of the whole
 * day. A day whose reports changed otherwise (a report hidden, withdrawn or restored) is scored again whole.
 * Each day scored is stored, and a day not in memory (after a start) goes on from what was stored, by this
 * or another process (docs/decisions/197-published-accuracy-kept-per-day.md). Requests are answered from
 * the figures in hand; once those are ACCURACY_REFRESH_MS old, the first request starts a recomputation in
 * the background. The first request after a start waits for today and the older days that need no
 * scoring; the others are scored newest first, each widening the window the answer's `since` names.
 * Scoring runs on DayScorer's worker thread.
 */
export class AccuracyCache {
  private figures: AccuracyFigures | null = null;
  private scored = new Map<string, ScoredDay>();
  private computing: Promise<void> | null = null;
  private firstFigures: Promise<AccuracyFigures> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: (message: string) => void,
    private readonly scorer: DayScorer,
  ) {}

  async current(): Promise<AccuracyFigures> {
    const figures = this.figures;
    if (!figures) {
      this.firstFigures ??= new Promise<AccuracyFigures>((resolve, reject) => {
        this.recompute((shown) => resolve(shown)).catch((error: unknown) => {
          this.firstFigures = null;
          reject(error);
        });
      });
      return this.firstFigures;
    }
    const old = this.clock().getTime() - figures.computedAt.getTime() >= ACCURACY_REFRESH_MS;
    if (old && !this.computing) {
      this.recompute().catch((error: unknown) =>
        this.log(
          `Could not recompute published accuracy (${error instanceof Error ? error.message : error}); answering from figures of ${figures.computedAt.toISOString()}`,
        ),
      );
    }
    return figures;
  }

  /**
   * Scores the window; `onToday` hears the first figures when there were none yet: today's and those of the
   * older days that needed no scoring.
   */
  private recompute(onToday?: (figures: AccuracyFigures) => void): Promise<void> {
    this.computing ??= this.scoreWindow(this.clock(), onToday).finally(() => {
      this.computing = null;
    });
    return this.computing;
  }

  private async scoreWindow(now: Date, onToday?: (figures: AccuracyFigures) => void): Promise<void> {
    const todayStartMs = manilaDayStartMs(now);
    const windowStartMs = todayStartMs - (ACCURACY_DAYS - 1) * DAY_MS;
    const reports = new Map<LineId, ReportRow[]>();
    for (const lineId of LINE_IDS) {
      const rows = await lineReportsSince(this.db, lineId, new Date(windowStartMs - 1));
      reports.set(
        lineId,
        rows.filter((row) => Date.parse(row.created_at) <= now.getTime()),
      );
    }
    const stored = await storedScoredDays(this.db, windowStartMs);
    const scored = new Map<string, ScoredDay>();
    const tallies = new Map<LineId, AccuracyTally>();
    let firstFigures = onToday;
    for (let day = 0; day < ACCURACY_DAYS; day++) {
      const dayStartMs = todayStartMs - day * DAY_MS;
      const dayOver = dayStartMs + DAY_MS <= now.getTime();
      const lines = LINE_IDS.map((lineId) => {
        const dayReports = (reports.get(lineId) ?? []).filter((row) => {
          const createdMs = Date.parse(row.created_at);
          return createdMs >= dayStartMs && createdMs < dayStartMs + DAY_MS;
        });
        const key = scoredDayKey(lineId, dayStartMs);
        const ids = dayReports.map((row) => row.id);
        const kept = stillHolding(this.scored.get(key) ?? stored.get(key), ids, dayOver);
        return { lineId, key, dayReports, ids, kept, upToDate: kept?.count === ids.length };
      });
      if (day > 0 && !lines.every(({ upToDate }) => upToDate)) {
        firstFigures?.(this.publish(now, dayStartMs + DAY_MS, tallies));
        firstFigures = undefined;
      }
      for (const { lineId, key, dayReports, ids, kept, upToDate } of lines) {
        const dayScore =
          upToDate && kept ? kept : await this.scoreDay(lineId, dayReports, ids, kept, dayOver);
        if (dayScore !== kept) await this.keep(lineId, dayStartMs, dayScore);
        scored.set(key, dayScore);
        tallies.set(lineId, addTallies(tallies.get(lineId) ?? EMPTY_TALLY, dayScore.tally));
      }
    }
    this.scored = scored;
    const figures = this.publish(now, windowStartMs, tallies);
    firstFigures?.(figures);
    await forgetScoredDaysBefore(this.db, windowStartMs).catch((error: unknown) => this.logNotKept(error));
  }

  /** Scores the day's reports after those `kept` covers (all of them without it), off the main thread. */
  private async scoreDay(
    lineId: LineId,
    dayReports: readonly ReportRow[],
    ids: readonly string[],
    kept: ScoredDay | undefined,
    dayOver: boolean,
  ): Promise<ScoredDay> {
    const from = kept?.count ?? 0;
    const added = from < dayReports.length ? await this.scorer.score(lineId, dayReports, from) : EMPTY_TALLY;
    return {
      count: ids.length,
      digest: reportsDigest(ids),
      tally: addTallies(kept?.tally ?? EMPTY_TALLY, added),
      final: dayOver,
    };
  }

  /** A day that could not be stored only costs scoring it again after a start: the figures do not wait on it. */
  private async keep(lineId: LineId, dayStartMs: number, day: ScoredDay): Promise<void> {
    await storeScoredDay(this.db, lineId, dayStartMs, day).catch((error: unknown) => this.logNotKept(error));
  }

  private logNotKept(error: unknown) {
    this.log(
      `Could not keep the published accuracy's scored days (${error instanceof Error ? error.message : error}); a restart scores them again`,
    );
  }

  private publish(now: Date, sinceMs: number, tallies: ReadonlyMap<LineId, AccuracyTally>): AccuracyFigures {
    const answer: AccuracyAnswer = {
      computed_at: now.toISOString(),
      since: new Date(sinceMs).toISOString(),
      point_range: ACCURACY_POINT_RANGE,
      lines: lineAccuracies(tallies),
    };
    this.figures = { computedAt: now, body: toJsonText(answer) };
    return this.figures;
  }
}

/**
 * What of a day's earlier score still holds for its reports `ids`: the score, when the reports it covers are
 * still the first of the day's, in order, and it was scored whole if the day is over.
 */
function stillHolding(before: ScoredDay | undefined, ids: readonly string[], dayOver: boolean) {
  if (!before || before.count > ids.length || (dayOver && !before.final)) return undefined;
  return reportsDigest(ids.slice(0, before.count)) === before.digest ? before : undefined;
}
