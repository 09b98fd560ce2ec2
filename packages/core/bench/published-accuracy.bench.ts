/**
 * How the published figure (docs/decisions/118-published-accuracy-corrected-for-riders.md) compares with
 * the yardstick's truth (every minute, every station and direction, the first train shown against the true
 * next train) on the same simulated days of both simulated worlds (decision 102): per world, line and kind
 * of day, riders reporting 10 % of departures (decision 104 set decision 045's judge beside it). Issue 39
 * asks the published figure to come within 10 points of the truth. The page publishes a line's figure over
 * its last 7 days, so each row is a week of simulated days (Monday 2026-11-23 on, one seed a day): the
 * week's figure beside the week's truth, and each day's alone beside its own truth, with the range the page
 * would show for that day alone (docs/decisions/138-the-published-figure-measured-over-a-week.md).
 * Writes bench/results/published-accuracy.json.
 * Run: npm run bench -w @riles/core (DAYS=n days per row, 7; FIRST_SEED=n, 1001 by default: held-out
 * seeds, tuning used 1; WORLDS, LINES and KINDS narrow it as in the estimate bench; TRUTH_STEP_S=n scores
 * the truth every n seconds, 60; RESULTS_FILE writes another file).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { lineAccuracy } from "../src/accuracy/published-accuracy";
import {
  type AccuracyTally,
  addTallies,
  EMPTY_TALLY,
  scoreReportedDepartures,
} from "../src/accuracy/reported-departures";
import { LINE_IDS } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import { scoreEstimates } from "../src/simulation/score-estimates";
import { DAY_KINDS, simulateWorldDay, WORLDS } from "../src/simulation/simulated-worlds";

const wholeFromEnv = (variable: string, fallback: number) => {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a whole number from 1`);
  return value;
};
const DAYS = wholeFromEnv("DAYS", 7);
const FIRST_SEED = wholeFromEnv("FIRST_SEED", 1001);
const TRUTH_STEP_MS = wholeFromEnv("TRUTH_STEP_S", 60) * 1000;
const named = <T extends string>(variable: string, all: readonly T[]): readonly T[] => {
  const chosen = process.env[variable]?.split(",").map((item) => item.trim());
  return chosen ? all.filter((item) => chosen.includes(item)) : all;
};

const FIRST_DATE_MS = Date.parse("2026-11-23T00:00:00+08:00");
const dateOf = (day: number) =>
  new Date(FIRST_DATE_MS + day * 24 * 3600 * 1000 + 8 * 3600 * 1000).toISOString().slice(0, 10);
const signed = (points: number) => `${points >= 0 ? "+" : ""}${points.toFixed(1)}`;
const rangeText = ({ low, high }: { low: number | null; high: number | null }) => `${low}-${high}`;

/** The figure as the page gives it, unrounded: never more right than a right estimate could be shown. */
const pagePercent = ({ accurate, detectable }: AccuracyTally) =>
  (100 * accurate) / Math.max(detectable, accurate);

const rows = [];
console.log(
  "world  line  kind       truth  published  off    week's range  days within 10  day ranges holding the truth",
);
for (const world of named("WORLDS", WORLDS))
  for (const lineId of named("LINES", LINE_IDS)) {
    for (const kind of named("KINDS", DAY_KINDS)) {
      let truthAccurate = 0;
      let truthCounted = 0;
      let published: AccuracyTally = EMPTY_TALLY;
      const days = [];
      for (let day = 0; day < DAYS; day++) {
        const seed = FIRST_SEED + day;
        const date = dateOf(day);
        const simulated = simulateWorldDay(world, { lineId, date, seed, kind, reportShare: 0.1 });
        const truth = scoreEstimates(simulated, estimateArrivals, { stepMs: TRUTH_STEP_MS });
        truthAccurate += truth.accurate;
        truthCounted += truth.counted;
        const reports = simulated.reports.map((report) => ({ ...report, line_id: lineId }));
        const tally = scoreReportedDepartures(lineId, reports);
        published = addTallies(published, tally);
        const figure = lineAccuracy(lineId, tally);
        days.push({
          date,
          seed,
          truthPercent: (100 * truth.accurate) / truth.counted,
          publishedPercent: pagePercent(tally),
          rangePercent: [figure.low, figure.high] as const,
          reports: tally.reports,
        });
      }
      const figure = lineAccuracy(lineId, published);
      const row = {
        world,
        lineId,
        kind,
        truthPercent: (100 * truthAccurate) / truthCounted,
        publishedPercent: pagePercent(published),
        pointPercent: figure.percent,
        rangePercent: [figure.low, figure.high],
        reports: published.reports,
        days,
      };
      rows.push(row);
      const within = days.filter((day) => Math.abs(day.publishedPercent - day.truthPercent) <= 10).length;
      const held = days.filter(
        ({ rangePercent: [low, high], truthPercent }) =>
          low !== null && high !== null && truthPercent >= low && truthPercent <= high,
      ).length;
      console.log(
        `${world.padEnd(6)} ${lineId.padEnd(5)} ${kind.padEnd(10)} ${row.truthPercent.toFixed(1).padStart(5)}  ${row.publishedPercent.toFixed(1).padStart(9)}  ${signed(row.publishedPercent - row.truthPercent).padStart(5)}  ${rangeText(figure).padEnd(12)}  ${`${within} of ${DAYS}`.padEnd(14)}  ${held} of ${DAYS}`,
      );
      for (const day of days)
        console.log(
          `    ${day.date} seed ${day.seed}: truth ${day.truthPercent.toFixed(1)}, published ${day.publishedPercent.toFixed(1)} (${signed(day.publishedPercent - day.truthPercent)}), range ${day.rangePercent.join("-")}`,
        );
    }
  }
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(process.env.RESULTS_FILE ?? "published-accuracy.json", resultsDir),
  `${JSON.stringify({ date: new Date().toISOString(), firstSeed: FIRST_SEED, days: DAYS, truthStepMs: TRUTH_STEP_MS, reportShare: 0.1, rows }, null, 2)}\n`,
);
