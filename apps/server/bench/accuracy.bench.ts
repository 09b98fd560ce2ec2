/**
 * Published accuracy for a realistic week (docs/decisions/045-published-accuracy.md): seven simulated
 * Manila service days of every line (the core simulator's "manila" days, riders reporting 10 % of
 * departures), stored in the embedded PGlite, the last day cut at `now`. Figures, each also as a ratio to
 * reading the window's reports that still count (the least any recomputation must do), measured in the
 * same run:
 * - cold: a fresh cache's first answer (today only) and the whole window scored;
 * - a refresh with nothing new (past days kept, today's reports read again, none scored);
 * - a refresh after 5 more minutes of today's reports (only those scored);
 * - the longest the event loop was held during the cold scoring;
 * - a restart: a new cache on the same database, its whole window from the days the first one stored
 *   (docs/decisions/197-published-accuracy-kept-per-day.md).
 * Writes bench/results/accuracy.json. Run: npm run bench -w @riles/server
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import {
  accuracyAnswerSchema,
  accuracyWindowStart,
  LINE_IDS,
  type ReportRow,
  simulateServiceDay,
} from "@riles/core";
import { AccuracyCache } from "#server/accuracy/accuracy-cache.ts";
import { DayScorer } from "#server/accuracy/day-scorer.ts";
import { openPgliteDatabase } from "#server/db/pglite-database.ts";
import { lineReportsSince } from "#server/reports/report-store.ts";
import { storeReportsAsSent } from "#server/testing/stored-reports.ts";

const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
// Saturday 28 November 2026, 20:00 in Manila: the window is Sunday 22 to today.
const start = new Date("2026-11-28T20:00:00+08:00");
let now = start;

const database = await openPgliteDatabase(undefined);
const scorer = new DayScorer();
const db = database.drizzle;

function simulatedWeek(): ReportRow[] {
  const reports: ReportRow[] = [];
  for (let day = 6; day >= 0; day--) {
    const date = new Date(start.getTime() - day * DAY_MS + 8 * 60 * MINUTE_MS).toISOString().slice(0, 10);
    for (const lineId of LINE_IDS) {
      const simulated = simulateServiceDay({ lineId, date, seed: 1, scenario: "manila", reportShare: 0.1 });
      reports.push(...simulated.reports.map((report) => ({ ...report, line_id: lineId })));
    }
  }
  return reports;
}

/** Reading the window's reports that still count, line by line, as the cache does: the baseline. */
async function readWindow() {
  const since = new Date(accuracyWindowStart(now).getTime() - 1);
  for (const lineId of LINE_IDS) await lineReportsSince(db, lineId, since);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** Asks until the answer covers the whole window and was computed at `now`. */
async function settled(cache: AccuracyCache) {
  const windowStart = accuracyWindowStart(now).toISOString();
  for (;;) {
    const answer = accuracyAnswerSchema.parse(JSON.parse((await cache.current()).body));
    if (answer.since === windowStart && answer.computed_at === now.toISOString()) return answer;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

try {
  const week = simulatedWeek();
  const stored = week.filter((report) => Date.parse(report.created_at) <= start.getTime());
  const later = week.filter((report) => {
    const createdMs = Date.parse(report.created_at);
    return createdMs > start.getTime() && createdMs <= start.getTime() + 5 * MINUTE_MS;
  });
  await storeReportsAsSent(db, stored);
  await readWindow();
  const baselineMs = await timed(readWindow);

  const cache = new AccuracyCache(db, () => now, console.error, scorer);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const firstAnswerMs = await timed(() => cache.current());
  const coldMs = await timed(() => settled(cache));
  delay.disable();
  const cold = await settled(cache);

  now = new Date(start.getTime() + 5 * MINUTE_MS);
  await cache.current();
  const quietRefreshMs = await timed(() => settled(cache));

  await storeReportsAsSent(db, later);
  now = new Date(start.getTime() + 10 * MINUTE_MS);
  await cache.current();
  const busyRefreshMs = await timed(() => settled(cache));

  const restarted = new AccuracyCache(db, () => now, console.error, scorer);
  const restartedWholeWindowMs = await timed(() => settled(restarted));

  const results = {
    date: new Date().toISOString(),
    machine: "2 cores shared with other work; PGlite in the same process",
    reportsInWindow: stored.length,
    reportsAddedBeforeTheBusyRefresh: later.length,
    lines: cold.lines,
    baselineReadWindowMs: baselineMs,
    coldFirstAnswerMs: firstAnswerMs,
    coldWholeWindowMs: firstAnswerMs + coldMs,
    quietRefreshMs,
    busyRefreshMs,
    restartedWholeWindowMs,
    longestEventLoopHoldMs: delay.max / 1e6,
    ratios: {
      coldWholeWindow: (firstAnswerMs + coldMs) / baselineMs,
      coldFirstAnswer: firstAnswerMs / baselineMs,
      quietRefresh: quietRefreshMs / baselineMs,
      busyRefresh: busyRefreshMs / baselineMs,
      restartedWholeWindow: restartedWholeWindowMs / baselineMs,
    },
  };
  console.log(
    `${stored.length} reports in 7 days; reading them (baseline): ${baselineMs.toFixed(0)} ms\n` +
      `cold: first answer (today) ${firstAnswerMs.toFixed(0)} ms = ${results.ratios.coldFirstAnswer.toFixed(1)}x, ` +
      `whole window ${results.coldWholeWindowMs.toFixed(0)} ms = ${results.ratios.coldWholeWindow.toFixed(1)}x; ` +
      `event loop held at most ${results.longestEventLoopHoldMs.toFixed(0)} ms\n` +
      `refresh, nothing new: ${quietRefreshMs.toFixed(0)} ms = ${results.ratios.quietRefresh.toFixed(2)}x; ` +
      `after ${later.length} new reports: ${busyRefreshMs.toFixed(0)} ms = ${results.ratios.busyRefresh.toFixed(2)}x\n` +
      `restarted, whole window: ${restartedWholeWindowMs.toFixed(0)} ms = ${results.ratios.restartedWholeWindow.toFixed(2)}x\n` +
      cold.lines
        .map(
          (line) =>
            `${line.line_id}: ${line.percent ?? "not enough"} % of ${line.scored} estimates, ${line.reports} reports`,
        )
        .join("\n"),
  );
  const resultsDir = new URL("./results/", import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(new URL("accuracy.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await scorer.stop();
  await database.close();
}
