/**
 * How the published figure (docs/decisions/118-published-accuracy-corrected-for-riders.md) compares with
 * the yardstick's truth (every minute, every station and direction, the first train shown against the true
 * next train) on the same simulated days of both simulated worlds (decision 102): per world, line and kind
 * of day, riders reporting 10 % of departures (decision 104 set decision 045's judge beside it). Issue 39
 * asks the published figure to come within 10 points of the truth; the range is the one the page shows
 * when the reports are too few for a point. Writes bench/results/published-accuracy.json.
 * Run: npm run bench -w @riles/core (SEEDS=n days per row, 1; FIRST_SEED=n, 1001 by default: held-out
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
const SEEDS = wholeFromEnv("SEEDS", 1);
const FIRST_SEED = wholeFromEnv("FIRST_SEED", 1001);
const TRUTH_STEP_MS = wholeFromEnv("TRUTH_STEP_S", 60) * 1000;
const named = <T extends string>(variable: string, all: readonly T[]): readonly T[] => {
  const chosen = process.env[variable]?.split(",").map((item) => item.trim());
  return chosen ? all.filter((item) => chosen.includes(item)) : all;
};

const rows = [];
console.log("world  line  kind       truth  published  off   range    reports");
for (const world of named("WORLDS", WORLDS))
  for (const lineId of named("LINES", LINE_IDS)) {
    for (const kind of named("KINDS", DAY_KINDS)) {
      let truthAccurate = 0;
      let truthCounted = 0;
      let published: AccuracyTally = EMPTY_TALLY;
      for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
        const day = simulateWorldDay(world, { lineId, date: "2026-11-24", seed, kind, reportShare: 0.1 });
        const truth = scoreEstimates(day, estimateArrivals, { stepMs: TRUTH_STEP_MS });
        truthAccurate += truth.accurate;
        truthCounted += truth.counted;
        const reports = day.reports.map((report) => ({ ...report, line_id: lineId }));
        published = addTallies(published, scoreReportedDepartures(lineId, reports));
      }
      const figure = lineAccuracy(lineId, published);
      const row = {
        world,
        lineId,
        kind,
        truthPercent: (100 * truthAccurate) / truthCounted,
        publishedPercent: (100 * published.accurate) / published.detectable,
        rangePercent: [figure.low, figure.high],
        reports: published.reports,
      };
      rows.push(row);
      const off = row.publishedPercent - row.truthPercent;
      console.log(
        `${world.padEnd(6)} ${lineId.padEnd(5)} ${kind.padEnd(10)} ${row.truthPercent.toFixed(1).padStart(5)}  ${row.publishedPercent.toFixed(1).padStart(9)}  ${off >= 0 ? "+" : ""}${off.toFixed(1).padStart(4)}  ${`${figure.low}-${figure.high}`.padEnd(7)}  ${String(row.reports).padStart(7)}`,
      );
    }
  }
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(process.env.RESULTS_FILE ?? "published-accuracy.json", resultsDir),
  `${JSON.stringify({ date: new Date().toISOString(), firstSeed: FIRST_SEED, seeds: SEEDS, truthStepMs: TRUTH_STEP_MS, reportShare: 0.1, rows }, null, 2)}\n`,
);
