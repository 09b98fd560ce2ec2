/**
 * How the published figure (each rider's departure report scoring the next train shown 1-10 minutes
 * before it, docs/decisions/045-published-accuracy.md) compares with the yardstick's truth (every minute,
 * every station and direction, the first train shown against the true next train) on the same simulated
 * days of both simulated worlds (decision 102): per world, line and kind of day, riders reporting 10 % of
 * departures. Issue 39 asks the two to agree within 10 points; the bench shows how far apart they are.
 * Writes bench/results/published-accuracy.json. Run: npm run bench -w @riles/core (SEEDS=n days per row, 1;
 * FIRST_SEED=n, 1001 by default: held-out seeds; WORLDS, LINES and KINDS narrow it as in the estimate bench;
 * RESULTS_FILE writes another file).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import {
  type AccuracyTally,
  addTallies,
  EMPTY_TALLY,
  type ReportScoring,
  scoreReportedDepartures,
} from "../src/accuracy/reported-departures";
import { LINE_IDS } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import { scoreEstimates } from "../src/simulation/score-estimates";
import { DAY_KINDS, simulateWorldDay, WORLDS } from "../src/simulation/simulated-worlds";

const SEEDS = Number(process.env.SEEDS ?? 1);
if (!Number.isInteger(SEEDS) || SEEDS < 1) throw new Error("SEEDS must be a whole number from 1");
const FIRST_SEED = Number(process.env.FIRST_SEED ?? 1001);
if (!Number.isInteger(FIRST_SEED) || FIRST_SEED < 1)
  throw new Error("FIRST_SEED must be a whole number from 1");
const named = <T extends string>(variable: string, all: readonly T[]): readonly T[] => {
  const chosen = process.env[variable]?.split(",").map((item) => item.trim());
  return chosen ? all.filter((item) => chosen.includes(item)) : all;
};

/** The judge as published, and the variants weighed against the truth (decision 104). */
const JUDGES: Record<string, ReportScoring> = {
  published: {},
  arrivalFromLag: { arrivalFromLag: true },
  lagUnderHeadway: { arrivalFromLag: true, horizonsUnderHeadway: true },
};
const percentOf = (tally: AccuracyTally) => (100 * tally.accurate) / tally.scored;

const rows = [];
console.log(
  `world  line  kind       truth  ${Object.keys(JUDGES)
    .map((name) => name.padStart(15))
    .join(" ")}  reports`,
);
for (const world of named("WORLDS", WORLDS))
  for (const lineId of named("LINES", LINE_IDS)) {
    for (const kind of named("KINDS", DAY_KINDS)) {
      let truthAccurate = 0;
      let truthCounted = 0;
      const tallies = new Map<string, AccuracyTally>(Object.keys(JUDGES).map((name) => [name, EMPTY_TALLY]));
      for (let seed = FIRST_SEED; seed < FIRST_SEED + SEEDS; seed++) {
        const day = simulateWorldDay(world, { lineId, date: "2026-11-24", seed, kind, reportShare: 0.1 });
        const truth = scoreEstimates(day, estimateArrivals, { stepMs: 60_000 });
        truthAccurate += truth.accurate;
        truthCounted += truth.counted;
        const rowsOfDay = day.reports.map((report) => ({ ...report, line_id: lineId }));
        for (const [name, scoring] of Object.entries(JUDGES)) {
          const tally = scoreReportedDepartures(lineId, rowsOfDay, 0, rowsOfDay.length, scoring);
          tallies.set(name, addTallies(tallies.get(name) ?? EMPTY_TALLY, tally));
        }
      }
      const judged = Object.fromEntries([...tallies].map(([name, tally]) => [name, percentOf(tally)]));
      const row = {
        world,
        lineId,
        kind,
        truthPercent: (100 * truthAccurate) / truthCounted,
        publishedPercent: judged.published,
        judged,
        reports: tallies.get("published")?.reports ?? 0,
      };
      rows.push(row);
      console.log(
        `${world.padEnd(6)} ${lineId.padEnd(5)} ${kind.padEnd(10)} ${row.truthPercent.toFixed(1).padStart(5)}  ${Object.values(
          judged,
        )
          .map((value) => (value ?? Number.NaN).toFixed(1).padStart(15))
          .join(" ")}  ${String(row.reports).padStart(7)}`,
      );
    }
  }
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(process.env.RESULTS_FILE ?? "published-accuracy.json", resultsDir),
  `${JSON.stringify({ date: new Date().toISOString(), firstSeed: FIRST_SEED, seeds: SEEDS, reportShare: 0.1, rows }, null, 2)}\n`,
);
