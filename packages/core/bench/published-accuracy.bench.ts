/**
 * How the published figure (each rider's departure report scoring the next train shown 1-10 minutes
 * before it, docs/decisions/045-published-accuracy.md) compares with the yardstick's truth (every minute,
 * every station and direction, the first train shown against the true next train) on the same simulated
 * days: per line and scenario, riders reporting 10 % of departures. The two are not meant to agree; the
 * bench shows how far apart they are and whether they rank days the same way.
 * Writes bench/results/published-accuracy.json. Run: npm run bench -w @riles/core (SEEDS=n days per row, 1).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { scoreReportedDepartures } from "../src/accuracy/reported-departures";
import { LINE_IDS } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import { scoreEstimates } from "../src/simulation/score-estimates";
import { SCENARIOS } from "../src/simulation/service-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";

const SEEDS = Number(process.env.SEEDS ?? 1);
if (!Number.isInteger(SEEDS) || SEEDS < 1) throw new Error("SEEDS must be a whole number from 1");

const rows = [];
console.log("line  scenario    truth  published  reports");
for (const lineId of LINE_IDS) {
  for (const scenario of SCENARIOS) {
    let truthAccurate = 0;
    let truthCounted = 0;
    let accurate = 0;
    let scored = 0;
    let reports = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const day = simulateServiceDay({ lineId, date: "2026-11-24", seed, scenario, reportShare: 0.1 });
      const truth = scoreEstimates(day, estimateArrivals, { stepMs: 60_000 });
      truthAccurate += truth.accurate;
      truthCounted += truth.counted;
      const published = scoreReportedDepartures(
        lineId,
        day.reports.map((report) => ({ ...report, line_id: lineId })),
      );
      accurate += published.accurate;
      scored += published.scored;
      reports += published.reports;
    }
    const row = {
      lineId,
      scenario,
      truthPercent: (100 * truthAccurate) / truthCounted,
      publishedPercent: (100 * accurate) / scored,
      reports,
      scored,
    };
    rows.push(row);
    console.log(
      `${lineId.padEnd(5)} ${scenario.padEnd(11)} ${row.truthPercent.toFixed(1).padStart(5)}  ${row.publishedPercent.toFixed(1).padStart(9)}  ${String(reports).padStart(7)}`,
    );
  }
}
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL("published-accuracy.json", resultsDir),
  `${JSON.stringify({ date: new Date().toISOString(), seeds: SEEDS, reportShare: 0.1, rows }, null, 2)}\n`,
);
