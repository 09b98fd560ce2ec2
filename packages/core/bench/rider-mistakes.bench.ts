/**
 * What each kind of rider mistake costs the estimate (issue 21): the headway-dispatched days of the
 * accuracy bench (Manila and suspension, every line, 10 % of departures reported), scored with riders who
 * make no mistake, then with one kind of mistake at the day's usual share, then with all of them as usual.
 * The trains and the riders' other draws stay the day's, so rows differ only by the mistake.
 * Writes bench/results/rider-mistakes.json. Run: npx tsx bench/rider-mistakes.bench.ts
 * SEEDS=n sets the weekdays (2, from Monday 2026-11-23, seeds 1, 2, ...); FIRST_SEED moves the seeds.
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { LINE_IDS } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import { scoreEstimates } from "../src/simulation/score-estimates";
import type { RiderHabits } from "../src/simulation/service-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";

const WEEKDAYS = Number(process.env.SEEDS ?? 2);
const FIRST_SEED = Number(process.env.FIRST_SEED ?? 1);
if (!Number.isInteger(WEEKDAYS) || WEEKDAYS < 1 || WEEKDAYS > 5)
  throw new Error("SEEDS must be a whole number from 1 to 5");
if (!Number.isInteger(FIRST_SEED) || FIRST_SEED < 1)
  throw new Error("FIRST_SEED must be a whole number from 1");
const STEP_MS = 120_000;
const REPORT_SHARE = 0.1;
const SCENARIOS = ["manila", "suspension"] as const;
const WEEKDAY_DATES = ["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"];

const MISTAKES = {
  lateShare: "reports 1.5-6 minutes late",
  onArrivalShare: "sent on the train's arrival",
  nextStationShare: "naming the next station",
  wrongDirectionShare: "naming the other direction",
  twiceShare: "the same train reported twice",
  needlessDelayShare: "delayed said of a train on time",
} as const satisfies Record<keyof RiderHabits, string>;
type Mistake = keyof typeof MISTAKES;
const NONE: RiderHabits = {
  lateShare: 0,
  onArrivalShare: 0,
  nextStationShare: 0,
  wrongDirectionShare: 0,
  twiceShare: 0,
  needlessDelayShare: 0,
};

/** The mean score over the bench's headway-day rows with riders' habits set by `habitsOf`. */
function meanScore(habitsOf: (usual: RiderHabits) => RiderHabits | undefined): number {
  const scores: number[] = [];
  for (const lineId of LINE_IDS)
    for (const scenario of SCENARIOS)
      for (let index = 0; index < WEEKDAYS; index++) {
        const input = {
          lineId,
          date: WEEKDAY_DATES[index] ?? "2026-11-23",
          seed: FIRST_SEED + index,
          scenario,
          reportShare: REPORT_SHARE,
        };
        const usual = simulateServiceDay(input).habits;
        const day = simulateServiceDay({ ...input, habits: habitsOf(usual) });
        scores.push(scoreEstimates(day, estimateArrivals, { stepMs: STEP_MS }).score);
      }
  return scores.reduce((sum, score) => sum + score, 0) / scores.length;
}

const started = performance.now();
const flawless = meanScore(() => NONE);
const rows = (Object.keys(MISTAKES) as Mistake[]).map((mistake) => {
  const score = meanScore((usual) => ({ ...NONE, [mistake]: usual[mistake] }));
  return { mistake, said: MISTAKES[mistake], score, againstFlawless: score - flawless };
});
const usual = meanScore(() => undefined);
const percent = (share: number) => `${(share * 100).toFixed(2).padStart(6)} %`;
const points = (share: number) => `${share >= 0 ? "+" : ""}${(share * 100).toFixed(2)}`;

console.log(
  `rider mistakes: ${LINE_IDS.length} lines x ${SCENARIOS.join(", ")} x ${WEEKDAYS} weekdays from seed ${FIRST_SEED}, ${REPORT_SHARE * 100} % of departures reported, a step every ${STEP_MS / 1000} s`,
);
console.log(`no mistakes                           ${percent(flawless)}`);
for (const row of rows)
  console.log(`${`only ${row.said}`.padEnd(38)}${percent(row.score)}  ${points(row.againstFlawless)} points`);
console.log(`all, as riders usually make them      ${percent(usual)}  ${points(usual - flawless)} points`);

const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL("rider-mistakes.json", resultsDir),
  `${JSON.stringify(
    {
      benchmark: "rider-mistakes",
      reportShare: REPORT_SHARE,
      scenarios: SCENARIOS,
      weekdays: WEEKDAYS,
      firstSeed: FIRST_SEED,
      stepSeconds: STEP_MS / 1000,
      flawless,
      rows,
      usual,
      seconds: (performance.now() - started) / 1000,
    },
    null,
    2,
  )}\n`,
);
