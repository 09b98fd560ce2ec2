/**
 * How far the learned run-time factor is from the simulated one (issue 39, decision 114): on the tuning
 * seeds 1-4 of each line, the second world's headway day read at 8, 10, 12, 15, 18 and 20 h and the first
 * world's manila day at 10, 12, 15 and 18 h, from the reports made by then. Prints the mean absolute
 * error, the mean error (bias) and how many readings are off by more than 0.2, per world.
 * Run: npx tsx bench/run-time-factor-error.bench.ts
 */
import { LINE_IDS } from "../src/domain-types";
import type { LineReport } from "../src/estimate/estimate-types";
import { learnedRunTimeFactor } from "../src/estimate/learned-run-time-factor";
import { simulateSecondWorldDay } from "../src/simulation/second-world/simulate-second-world-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";

const DATE = "2026-11-24";
const SEEDS = [1, 2, 3, 4];
const at = (hour: number) => new Date(`${DATE}T${String(hour).padStart(2, "0")}:00:00+08:00`);
const madeBy = (reports: readonly LineReport[], now: Date) =>
  reports.filter((report) => Date.parse(report.created_at) <= now.getTime());

const secondWorld: number[] = [];
const firstWorld: number[] = [];
for (const lineId of LINE_IDS) {
  for (const seed of SEEDS) {
    const second = simulateSecondWorldDay({ lineId, date: DATE, seed, kind: "headway", reportShare: 0.1 });
    for (const now of [8, 10, 12, 15, 18, 20].map(at)) {
      const learned = learnedRunTimeFactor(lineId, madeBy(second.reports, now), now);
      secondWorld.push(learned - second.conditions.factorAt(now.getTime()));
    }
    const first = simulateServiceDay({ lineId, date: DATE, seed, scenario: "manila", reportShare: 0.1 });
    for (const now of [10, 12, 15, 18].map(at)) {
      firstWorld.push(
        learnedRunTimeFactor(lineId, madeBy(first.reports, now), now) - first.conditions.lineFactor,
      );
    }
  }
}

const summary = (errors: readonly number[]) => {
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const far = errors.filter((error) => Math.abs(error) > 0.2).length;
  return `mean |error| ${mean(errors.map(Math.abs)).toFixed(3)}, bias ${mean(errors).toFixed(3)}, off by more than 0.2: ${far} of ${errors.length}`;
};
console.log(`second world headway days: ${summary(secondWorld)}`);
console.log(`first world manila days: ${summary(firstWorld)}`);
