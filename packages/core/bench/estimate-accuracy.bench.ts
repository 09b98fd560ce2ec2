/**
 * How often the next train is right (issue 21's yardstick, decision 036) in two simulated worlds
 * (decision 102): computeEtas on each station's own reports, as the app runs it today, a plain tracker
 * that carries sightings forward at the learned run time, and estimateArrivals on every report of the
 * line, per world, seed set, line, kind of day and share of departures reported. The estimator is tuned
 * on the first world's tuning seeds; the second world on held-out seeds is the figure that counts. Also
 * their time per call, as a ratio to computeEtas measured in the same run, and estimateArrivals' time
 * with 500 reports of the day. Writes bench/results/estimate-accuracy.json.
 * Run: npm run bench -w @riles/core. SEEDS=n weekdays per row (5; one Saturday is added); QUICK=1 scores
 * every 120 s on 2 weekdays at 10 % only; WORLDS=first,second, SEED_SETS=tuning,held-out, LINES=mrt3,lrt1,
 * KINDS=timetable,headway,disrupted and SHARES=0.03,0.1,0.3 run only those; FIRST_SEED and HELD_OUT_SEED
 * (1 and 1001) move the seed sets; RESULTS_FILE names another file in bench/results/ (runs of a few lines
 * side by side on a shared machine); DISPATCH_SCALE=1.3 spaces the second world's headway-run trains 1.3
 * timetable headways apart (fewer trains than published; below 1, more), WORLDS=second only
 * (docs/decisions/122-trains-spaced-off-the-timetable.md); RIDER_LAG_SCALE=2 makes the second world's riders
 * report twice as late; PAST_DAYS (14) gives the estimator the riders of that many earlier days of the same
 * world and line (their kinds in turn: timetable, headway, disrupted), as the server gives it the past four
 * weeks' riders; PAST_DAYS=0 estimates as a server with no past days does
 * (docs/decisions/141-riders-of-past-weeks.md).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { LINE_IDS, type LineId } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import type { EstimateArrivalsInput, LineReport } from "../src/estimate/estimate-types";
import type { KeptDayHabits } from "../src/estimate/kept-day-habits";
import { pastDayHabits, pooledPastHabits } from "../src/estimate/past-days-habits";
import { computeEtas } from "../src/eta/compute-etas";
import { getLine } from "../src/lines/lines";
import { plainTrackerEstimator } from "../src/simulation/plain-tracker-estimator";
import { type AccuracyScore, type Estimator, scoreEstimates } from "../src/simulation/score-estimates";
import type { SimulatedDay } from "../src/simulation/service-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";
import {
  DAY_KINDS,
  type DayKind,
  simulateWorldDay,
  WORLDS,
  type World,
} from "../src/simulation/simulated-worlds";
import { specEngineEstimator } from "../src/simulation/spec-engine-estimator";

const QUICK = process.env.QUICK === "1";
const WEEKDAYS = Number(process.env.SEEDS ?? (QUICK ? 2 : 5));
if (!Number.isInteger(WEEKDAYS) || WEEKDAYS < 1) throw new Error("SEEDS must be a whole number from 1");
const wholeFromOne = (variable: string, fallback: number) => {
  const value = Number(process.env[variable] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${variable} must be a whole number from 1`);
  return value;
};
/** Seeds the estimator may be tuned on, and seeds never looked at while tuning. */
const SEED_SET_STARTS = {
  tuning: wholeFromOne("FIRST_SEED", 1),
  "held-out": wholeFromOne("HELD_OUT_SEED", 1001),
};
type SeedSet = keyof typeof SEED_SET_STARTS;
const STEP_MS = QUICK ? 120_000 : 30_000;

/** The items named in a comma-separated variable, all of them when it is unset. */
function chosen<T extends string>(variable: string, all: readonly T[]): readonly T[] {
  const named = process.env[variable]?.split(",").map((item) => item.trim());
  if (!named) return all;
  const unknown = named.filter((item) => !all.includes(item as T));
  if (unknown.length > 0)
    throw new Error(`${variable}: unknown ${unknown.join(", ")} (known: ${all.join(", ")})`);
  return all.filter((item) => named.includes(item));
}
const LINES = chosen("LINES", LINE_IDS);
const KINDS = chosen("KINDS", DAY_KINDS);
const CHOSEN_WORLDS = chosen("WORLDS", WORLDS);
const SEED_SETS = chosen("SEED_SETS", ["tuning", "held-out"] as const);
const DISPATCH_SCALE = Number(process.env.DISPATCH_SCALE ?? 1);
if (!(DISPATCH_SCALE > 0)) throw new Error("DISPATCH_SCALE must be a number above 0");
const RIDER_LAG_SCALE = Number(process.env.RIDER_LAG_SCALE ?? 1);
if (!(RIDER_LAG_SCALE > 0)) throw new Error("RIDER_LAG_SCALE must be a number above 0");
const PAST_DAYS = Number(process.env.PAST_DAYS ?? 14);
if (!Number.isInteger(PAST_DAYS) || PAST_DAYS < 0) throw new Error("PAST_DAYS must be a whole number");
/** Past days' seeds lie apart from both seed sets'. */
const PAST_SEED_OFFSET = 5000;
const REPORT_SHARES = chosen("SHARES", QUICK ? ["0.1"] : ["0.03", "0.1", "0.3"]).map(Number);
const TIMING_ROUNDS = 5;
const BUDGET_REPORTS = 500;
const BUDGET_MICROSECONDS = 1000;
const DAY_MS = 24 * 3600 * 1000;
const TARGET_PERCENT = 58;

/** Weekdays from Monday 2026-11-23 (seeds from `firstSeed`), then Saturday 2026-11-28. */
function benchDays(firstSeed: number): { date: string; seed: number }[] {
  const days: { date: string; seed: number }[] = [];
  let dayMs = Date.parse("2026-11-23T12:00:00+08:00");
  while (days.length < WEEKDAYS) {
    const weekday = new Date(dayMs + 8 * 3600 * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      days.push({
        date: new Date(dayMs + 8 * 3600 * 1000).toISOString().slice(0, 10),
        seed: firstSeed + days.length,
      });
    }
    dayMs += DAY_MS;
  }
  return [...days, { date: "2026-11-28", seed: firstSeed + WEEKDAYS }];
}

interface Spread {
  mean: number;
  min: number;
  max: number;
}

const spreadOf = (values: readonly number[]): Spread => ({
  mean: values.reduce((sum, value) => sum + value, 0) / values.length,
  min: Math.min(...values),
  max: Math.max(...values),
});
const meanOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface Row {
  world: World;
  seedSet: SeedSet;
  lineId: LineId;
  kind: DayKind;
  reportShare: number;
  computeEtas: Spread;
  plainTracker: Spread;
  estimateArrivals: Spread;
  /** estimateArrivals by horizon band and its misses, summed over the days. */
  estimateBands: Record<string, number>;
  days: number;
}

const percent = (value: number) => `${(value * 100).toFixed(1)}`.padStart(5);
const spreadText = (spread: Spread) =>
  `${percent(spread.mean)} (${percent(spread.min)}-${percent(spread.max)})`;

function bandShares(scores: readonly AccuracyScore[]): Record<string, number> {
  const total = (pick: (score: AccuracyScore) => number) =>
    scores.reduce((sum, score) => sum + pick(score), 0);
  const counted = total((score) => score.counted);
  const shares: Record<string, number> = { missedShare: total((score) => score.missed) / counted };
  for (const band of ["0-3 min", "3-6 min", "6-10 min"] as const) {
    const inBand = total((score) => score.bands[band].counted);
    shares[`${band} accurate`] =
      inBand === 0 ? Number.NaN : total((score) => score.bands[band].accurate) / inBand;
  }
  return shares;
}

const started = performance.now();
const rows: Row[] = [];
const daysBySet = Object.fromEntries(
  SEED_SETS.map((set) => [set, benchDays(SEED_SET_STARTS[set])]),
) as Record<SeedSet, { date: string; seed: number }[]>;

console.log(
  `estimate accuracy: ${WEEKDAYS + 1} days per row, a step every ${STEP_MS / 1000} s${QUICK ? " (QUICK: fewer days, coarser steps, 10 % only)" : ""}; worlds ${CHOSEN_WORLDS.join(", ")}; seed sets ${SEED_SETS.map((set) => `${set} from ${SEED_SET_STARTS[set]}`).join(", ")}; lines ${LINES.join(", ")}; kinds ${KINDS.join(", ")}`,
);
console.log(
  `${"world".padEnd(6)} ${"seeds".padEnd(8)} ${"line".padEnd(5)} ${"kind".padEnd(9)} share  computeEtas % (min-max)  plain tracker %          estimateArrivals %`,
);
/**
 * The riders of the PAST_DAYS days before the first scored one, pooled as the server pools the past
 * weeks' (undefined at PAST_DAYS=0: the estimator believes issue 21's description).
 */
function pastRiders(world: World, seedSet: SeedSet, lineId: LineId): KeptDayHabits | undefined {
  if (PAST_DAYS === 0) return undefined;
  const firstMs = Date.parse("2026-11-23T00:00:00+08:00");
  const days = Array.from({ length: PAST_DAYS }, (_, index) => {
    const date = new Date(firstMs - (index + 1) * DAY_MS + 12 * 3600 * 1000).toISOString().slice(0, 10);
    const kind = DAY_KINDS[index % DAY_KINDS.length] ?? "timetable";
    const day = simulateWorldDay(world, {
      lineId,
      date,
      seed: SEED_SET_STARTS[seedSet] + PAST_SEED_OFFSET + index,
      kind,
      reportShare: 0.1,
      ...(world === "second" ? { riderLagScale: RIDER_LAG_SCALE } : {}),
    });
    // Each simulated report is a rider's own, as on served days.
    const reports = day.reports.map((report) => ({ ...report, reporter: null }));
    return { kind, ...pastDayHabits(lineId, reports, new Date(day.serviceEndMs)) };
  });
  const learnedOn = days.map(
    (day) => `${day.kind} ${day.sightings > 0 ? `${Math.round(day.habits.sightingLagMs / 1000)} s` : "-"}`,
  );
  console.log(
    `${world} ${seedSet} ${lineId}: past days' riders (kind, lag learned): ${learnedOn.join(", ")}`,
  );
  return pooledPastHabits(days);
}

for (const world of CHOSEN_WORLDS) {
  for (const seedSet of SEED_SETS) {
    for (const lineId of LINES) {
      const ridersPrior = pastRiders(world, seedSet, lineId);
      const estimator: Estimator = (input) => estimateArrivals({ ...input, ridersPrior });
      if (ridersPrior)
        console.log(
          `${world} ${seedSet} ${lineId}: riders of ${PAST_DAYS} past days, lag ${(ridersPrior.sightingLagMs / 1000).toFixed(0)} s, spread ${(ridersPrior.spreadMs / 1000).toFixed(0)} s`,
        );
      for (const kind of KINDS) {
        for (const reportShare of REPORT_SHARES) {
          const spec: number[] = [];
          const tracker: number[] = [];
          const estimated: AccuracyScore[] = [];
          for (const { date, seed } of daysBySet[seedSet]) {
            const day = simulateWorldDay(world, {
              lineId,
              date,
              seed,
              kind,
              reportShare,
              dispatchScale: DISPATCH_SCALE,
              ...(world === "second" ? { riderLagScale: RIDER_LAG_SCALE } : {}),
            });
            spec.push(scoreEstimates(day, specEngineEstimator(), { stepMs: STEP_MS }).score);
            tracker.push(scoreEstimates(day, plainTrackerEstimator(), { stepMs: STEP_MS }).score);
            estimated.push(scoreEstimates(day, estimator, { stepMs: STEP_MS }));
          }
          const row: Row = {
            world,
            seedSet,
            lineId,
            kind,
            reportShare,
            computeEtas: spreadOf(spec),
            plainTracker: spreadOf(tracker),
            estimateArrivals: spreadOf(estimated.map((score) => score.score)),
            estimateBands: bandShares(estimated),
            days: estimated.length,
          };
          rows.push(row);
          console.log(
            `${world.padEnd(6)} ${seedSet.padEnd(8)} ${lineId.padEnd(5)} ${kind.padEnd(9)} ${`${reportShare * 100}%`.padStart(4)}  ${spreadText(row.computeEtas).padEnd(24)} ${spreadText(row.plainTracker).padEnd(24)} ${spreadText(row.estimateArrivals)}`,
          );
        }
      }
    }
  }
}

/**
 * The issue's targets per world and seed set, at 10 % reported: headway-run days (headway and disrupted)
 * averaged per line, then over the lines; timetable days never below computeEtas.
 */
const summaries = CHOSEN_WORLDS.flatMap((world) =>
  SEED_SETS.map((seedSet) => {
    const ofSet = rows.filter(
      (row) => row.world === world && row.seedSet === seedSet && row.reportShare === 0.1,
    );
    const headway = ofSet.filter((row) => row.kind !== "timetable");
    const lineMean = (pick: (row: Row) => number) =>
      meanOf(
        LINES.map((lineId) => headway.filter((row) => row.lineId === lineId))
          .filter((of) => of.length > 0)
          .map((of) => meanOf(of.map(pick))),
      );
    const timetableRows = rows.filter(
      (row) => row.world === world && row.seedSet === seedSet && row.kind === "timetable",
    );
    return {
      world,
      seedSet,
      headwayTenPercent: {
        computeEtas: lineMean((row) => row.computeEtas.mean),
        plainTracker: lineMean((row) => row.plainTracker.mean),
        estimateArrivals: lineMean((row) => row.estimateArrivals.mean),
      },
      timetableNoWorse: timetableRows.every((row) => row.estimateArrivals.mean >= row.computeEtas.mean),
      timetableRows: timetableRows.length,
      headwayRows: headway.length,
      headwayKinds: [...new Set(headway.map((row) => row.kind))],
    };
  }),
);
for (const summary of summaries) {
  const { world, seedSet, headwayTenPercent: mean } = summary;
  if (summary.headwayRows > 0)
    console.log(
      `${world} world, ${seedSet} seeds, headway-run days (${summary.headwayKinds.join(" and ")}) at 10 % (mean of the lines): computeEtas ${percent(mean.computeEtas)} %, plain tracker ${percent(mean.plainTracker)} %, estimateArrivals ${percent(mean.estimateArrivals)} % (target ${TARGET_PERCENT} on the second world's held-out seeds)`,
    );
  if (summary.timetableRows > 0)
    console.log(
      `${world} world, ${seedSet} seeds, timetable days: estimateArrivals no worse than computeEtas on every line and share: ${summary.timetableNoWorse ? "yes" : "NO"}`,
    );
}

/** Calls of one estimator, each timed over the whole list. */
function microsecondsPerCall(
  calls: readonly EstimateArrivalsInput[],
  estimate: Estimator,
): { median: number; p90: number } {
  const perCall: number[] = [];
  let sink = 0;
  const sampleSize = 200;
  for (let round = 0; round <= TIMING_ROUNDS; round++) {
    for (let start = 0; start < calls.length; start += sampleSize) {
      const sample = calls.slice(start, start + sampleSize);
      const begin = performance.now();
      for (const call of sample) sink += estimate(call).length;
      // Round 0 warms the JIT up and is not kept.
      if (round > 0) perCall.push(((performance.now() - begin) * 1000) / sample.length);
    }
  }
  if (sink < 0) console.log("unreachable; keeps the measured work observable");
  perCall.sort((a, b) => a - b);
  const quantile = (q: number) => perCall[Math.floor(perCall.length * q)] ?? Number.NaN;
  return { median: quantile(0.5), p90: quantile(0.9) };
}

/** Every station every 5 minutes of a day, with the reports made by then (one list per instant). */
function callsOf(day: SimulatedDay, everyMs: number): EstimateArrivalsInput[] {
  const calls: EstimateArrivalsInput[] = [];
  const stations = getLine(day.lineId)?.stations ?? [];
  const createdMs = day.reports.map((report) => Date.parse(report.created_at));
  for (let nowMs = day.serviceStartMs; nowMs <= day.serviceEndMs; nowMs += everyMs) {
    const known = createdMs.findLastIndex((at) => at <= nowMs) + 1;
    const reports: readonly LineReport[] = day.reports.slice(0, known);
    const now = new Date(nowMs);
    for (const station of stations) calls.push({ lineId: day.lineId, stationId: station.id, now, reports });
  }
  return calls;
}

/** The same calls for computeEtas with each station's own reports, grouped before timing. */
function ownReportCalls(calls: readonly EstimateArrivalsInput[]): EstimateArrivalsInput[] {
  return calls.map((call) => ({
    ...call,
    reports: call.reports.filter((report) => report.station_id === call.stationId),
  }));
}

/** Each line's first weekday of the first world's manila scenario, at a report share. */
const manilaDay = (lineId: LineId, reportShare: number) =>
  simulateServiceDay({
    lineId,
    date: "2026-11-23",
    seed: SEED_SET_STARTS.tuning,
    scenario: "manila",
    reportShare,
  });

const timing = LINES.map((lineId) => {
  const day = manilaDay(lineId, 0.1);
  const calls = callsOf(day, 5 * 60_000);
  const spec = microsecondsPerCall(ownReportCalls(calls), computeEtas);
  const estimate = microsecondsPerCall(calls, estimateArrivals);
  const tracker = microsecondsPerCall(calls, plainTrackerEstimator());
  return {
    lineId: day.lineId,
    calls: calls.length,
    computeEtas: spec,
    plainTracker: tracker,
    estimateArrivals: estimate,
    medianRatio: estimate.median / spec.median,
    trackerRatio: tracker.median / spec.median,
  };
});

const budget = LINES.map((lineId) => {
  const day = manilaDay(lineId, 0.3);
  const reports = day.reports.slice(0, BUDGET_REPORTS);
  const nowMs = Date.parse(reports.at(-1)?.created_at ?? "");
  const stations = getLine(day.lineId)?.stations ?? [];
  const calls = Array.from({ length: 100 }, () =>
    stations.map((station) => ({ lineId: day.lineId, stationId: station.id, now: new Date(nowMs), reports })),
  ).flat();
  const spec = microsecondsPerCall(ownReportCalls(calls), computeEtas);
  const estimate = microsecondsPerCall(calls, estimateArrivals);
  return {
    lineId: day.lineId,
    reports: reports.length,
    at: new Date(nowMs).toISOString(),
    computeEtas: spec,
    estimateArrivals: estimate,
    medianRatio: estimate.median / spec.median,
    withinBudget: estimate.median < BUDGET_MICROSECONDS,
  };
});

const micro = (value: number) => `${value.toFixed(2)} µs`;
for (const line of timing) {
  console.log(
    `${line.lineId} per call (manila day, 10 %, every station every 5 min): computeEtas ${micro(line.computeEtas.median)}, plain tracker ${micro(line.plainTracker.median)} (${line.trackerRatio.toFixed(2)}x), estimateArrivals ${micro(line.estimateArrivals.median)} (${line.medianRatio.toFixed(2)}x)`,
  );
}
for (const line of budget) {
  console.log(
    `${line.lineId} with ${line.reports} reports of the day: estimateArrivals ${micro(line.estimateArrivals.median)} per call, p90 ${micro(line.estimateArrivals.p90)} (${line.medianRatio.toFixed(2)}x computeEtas; budget ${BUDGET_MICROSECONDS} µs: ${line.withinBudget ? "met" : "NOT met"})`,
  );
}
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage();
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
// On a shared machine the wall time depends on the other load; the CPU time does not.
console.log(`whole run: ${seconds.toFixed(0)} s, ${cpuSeconds.toFixed(0)} s of CPU`);

const results = {
  benchmark: "next-train accuracy on simulated service days (issue 21, decision 036)",
  node: process.version,
  quick: QUICK,
  dispatchScale: DISPATCH_SCALE,
  riderLagScale: RIDER_LAG_SCALE,
  pastDays: PAST_DAYS,
  stepSeconds: STEP_MS / 1000,
  days: daysBySet,
  unit: "share of counted (station, direction, 30 s) moments whose first estimate was accurate",
  rows,
  summaries,
  timing,
  budget,
  seconds: Math.round(seconds),
  cpuSeconds: Math.round(cpuSeconds),
};
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  new URL(process.env.RESULTS_FILE ?? "estimate-accuracy.json", resultsDir),
  `${JSON.stringify(results, null, 2)}\n`,
);
