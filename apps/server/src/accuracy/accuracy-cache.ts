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
  reportScores,
} from "@riles/core";
import type { Clock } from "#server/config/clock.ts";
import type { Db } from "#server/db/database.ts";
import { type JsonText, toJsonText } from "#server/http/json-text.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";

/** How old the figures may grow before a request starts recomputing them (docs/product.md). */
export const ACCURACY_REFRESH_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/**
 * Scoring gives the event loop back after this much work, so requests keep flowing while a week is scored
 * (one report costs a few milliseconds: bench/accuracy.bench.ts).
 */
const TURN_MS = 20;

export interface AccuracyFigures {
  computedAt: Date;
  /** The answer to GET /api/accuracy, serialised once. */
  body: JsonText<AccuracyAnswer>;
}

/**
 * A line's service day as last scored: the ids of its reports (in order), their tally, and whether it was
 * scored whole after the day was over.
 */
interface ScoredDay {
  ids: readonly string[];
  tally: AccuracyTally;
  final: boolean;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Each line's published accuracy over the last 7 Manila service days (docs/decisions/045-published-accuracy.md,
 * 118), kept in memory per line and day. A day's reports only grow while it lasts (the server stamps them),
 * so a recomputation scores only the reports added since the last one, with the riders' habits learned
 * from the day so far; once the day is over it is scored again whole, once, with the habits of the whole
 * day. A day whose reports changed otherwise (a report hidden, withdrawn or restored) is scored again whole. Requests are answered from the figures
 * in hand; once those are ACCURACY_REFRESH_MS old, the first request starts a recomputation in the
 * background. After a start, the first request waits for today only: older days are scored newest first,
 * each widening the window the answer's `since` names, without holding the event loop for long.
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

  /** Scores the window; `onToday` hears the figures of today alone when there were none yet. */
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
    const scored = new Map<string, ScoredDay>();
    const tallies = new Map<LineId, AccuracyTally>();
    for (let day = 0; day < ACCURACY_DAYS; day++) {
      const dayStartMs = todayStartMs - day * DAY_MS;
      for (const lineId of LINE_IDS) {
        const dayReports = (reports.get(lineId) ?? []).filter((row) => {
          const createdMs = Date.parse(row.created_at);
          return createdMs >= dayStartMs && createdMs < dayStartMs + DAY_MS;
        });
        const key = `${lineId}:${dayStartMs}`;
        const dayOver = dayStartMs + DAY_MS <= now.getTime();
        const dayScore = await this.scoreDay(lineId, dayReports, this.scored.get(key), dayOver);
        scored.set(key, dayScore);
        tallies.set(lineId, addTallies(tallies.get(lineId) ?? EMPTY_TALLY, dayScore.tally));
      }
      if (day === 0 && onToday) onToday(this.publish(now, dayStartMs, tallies));
    }
    this.scored = scored;
    this.publish(now, windowStartMs, tallies);
  }

  private async scoreDay(
    lineId: LineId,
    dayReports: readonly ReportRow[],
    before: ScoredDay | undefined,
    dayOver: boolean,
  ): Promise<ScoredDay> {
    const ids = dayReports.map((row) => row.id);
    const grown = before?.ids.every((id, index) => ids[index] === id) ?? false;
    const kept = grown && (before?.final || !dayOver) ? before : undefined;
    let tally = kept?.tally ?? EMPTY_TALLY;
    let turnStart = performance.now();
    for (const score of reportScores(lineId, dayReports, kept?.ids.length ?? 0)) {
      tally = addTallies(tally, score);
      if (performance.now() - turnStart >= TURN_MS) {
        await nextTurn();
        turnStart = performance.now();
      }
    }
    return { ids, tally, final: dayOver };
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
