/**
 * How often the next train is right (issue 21's yardstick, decision 036): computeEtas on each station's
 * own reports, as the app runs it today, against estimateArrivals on every report of the line, over
 * simulated days per line, scenario and share of departures reported. Also their time per call, as a
 * ratio to computeEtas measured in the same run, and estimateArrivals' time with 500 reports of the day.
 * Writes bench/results/estimate-accuracy.json. Run: npm run bench -w @riles/core
 * SEEDS=n sets the weekdays per row (5; one Saturday is added); QUICK=1 scores every 60 s on 2 weekdays;
 * LINES=mrt3,lrt1 and SCENARIOS=manila run only those (the summary then covers only them).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { LINE_IDS, type LineId } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import type { EstimateArrivalsInput, LineReport } from "../src/estimate/estimate-types";
import { computeEtas } from "../src/eta/compute-etas";
import { getLine } from "../src/lines/lines";
import { type AccuracyScore, type Estimator, scoreEstimates } from "../src/simulation/score-estimates";
import { SCENARIOS, type Scenario, type SimulatedDay } from "../src/simulation/service-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";
import { specEngineEstimator } from "../src/simulation/spec-engine-estimator";

const QUICK = process.env.QUICK === "1";
const WEEKDAYS = Number(process.env.SEEDS ?? (QUICK ? 2 : 5));
if (!Number.isInteger(WEEKDAYS) || WEEKDAYS < 1) throw new Error("SEEDS must be a whole number from 1");
// Other seeds simulate other days on the same dates: days the estimator was never tuned on.
const FIRST_SEED = Number(process.env.FIRST_SEED ?? 1);
if (!Number.isInteger(FIRST_SEED) || FIRST_SEED < 1)
  throw new Error("FIRST_SEED must be a whole number from 1");
const STEP_MS = QUICK ? 60_000 : 30_000;
const REPORT_SHARES = [0.03, 0.1, 0.3] as const;

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
const SCENARIO_NAMES = chosen("SCENARIOS", SCENARIOS);
const TIMING_ROUNDS = 5;
const BUDGET_REPORTS = 500;
const BUDGET_MICROSECONDS = 1000;
const DAY_MS = 24 * 3600 * 1000;

/** Weekdays from Monday 2026-11-23 (seed FIRST_SEED, FIRST_SEED + 1, ...), then Saturday 2026-11-28. */
function benchDays(): { date: string; seed: number }[] {
  const days: { date: string; seed: number }[] = [];
  let dayMs = Date.parse("2026-11-23T12:00:00+08:00");
  while (days.length < WEEKDAYS) {
    const weekday = new Date(dayMs + 8 * 3600 * 1000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      days.push({
        date: new Date(dayMs + 8 * 3600 * 1000).toISOString().slice(0, 10),
        seed: FIRST_SEED + days.length,
      });
    }
    dayMs += DAY_MS;
  }
  return [...days, { date: "2026-11-28", seed: FIRST_SEED + WEEKDAYS }];
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

interface Row {
  lineId: LineId;
  scenario: Scenario;
  reportShare: number;
  computeEtas: Spread;
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
const days = benchDays();
const rows: Row[] = [];

console.log(
  `estimate accuracy: ${days.length} days per row (${days.map((day) => `${day.date} seed ${day.seed}`).join(", ")}), a step every ${STEP_MS / 1000} s${QUICK ? " (QUICK: fewer days, coarser steps)" : ""}; lines ${LINES.join(", ")}; scenarios ${SCENARIO_NAMES.join(", ")}`,
);
console.log(
  `${"line".padEnd(5)} ${"scenario".padEnd(10)} share  computeEtas % (min-max)  estimateArrivals % (min-max)`,
);
for (const lineId of LINES) {
  for (const scenario of SCENARIO_NAMES) {
    for (const reportShare of REPORT_SHARES) {
      const spec: number[] = [];
      const estimated: AccuracyScore[] = [];
      for (const { date, seed } of days) {
        const day = simulateServiceDay({ lineId, date, seed, scenario, reportShare });
        spec.push(scoreEstimates(day, specEngineEstimator(), { stepMs: STEP_MS }).score);
        estimated.push(scoreEstimates(day, estimateArrivals, { stepMs: STEP_MS }));
      }
      const row: Row = {
        lineId,
        scenario,
        reportShare,
        computeEtas: spreadOf(spec),
        estimateArrivals: spreadOf(estimated.map((score) => score.score)),
        estimateBands: bandShares(estimated),
        days: days.length,
      };
      rows.push(row);
      console.log(
        `${lineId.padEnd(5)} ${scenario.padEnd(10)} ${`${reportShare * 100}%`.padStart(4)}  ${spreadText(row.computeEtas).padEnd(24)} ${spreadText(row.estimateArrivals)}`,
      );
    }
  }
}

/** The issue's target: Manila-like days (manila and suspension) with 10 % of departures reported. */
const targetRows = rows.filter((row) => row.scenario !== "calm" && row.reportShare === 0.1);
const target = {
  computeEtas: spreadOf(targetRows.map((row) => row.computeEtas.mean)).mean,
  estimateArrivals: spreadOf(targetRows.map((row) => row.estimateArrivals.mean)).mean,
};
const calmRows = rows.filter((row) => row.scenario === "calm");
const calmNoWorse = calmRows.every((row) => row.estimateArrivals.mean >= row.computeEtas.mean);
if (targetRows.length > 0) {
  console.log(
    `Manila-like days, 10 % reported (mean of the rows above): computeEtas ${percent(target.computeEtas)} %, estimateArrivals ${percent(target.estimateArrivals)} % (target 55, aim 60)`,
  );
}
if (calmRows.length > 0) {
  console.log(
    `calm days: estimateArrivals no worse than computeEtas on every line and share above: ${calmNoWorse ? "yes" : "NO"}`,
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

/** Each line's first weekday of the manila scenario, at a report share. */
const manilaDay = (lineId: LineId, reportShare: number) =>
  simulateServiceDay({
    lineId,
    date: days[0]?.date ?? "",
    seed: days[0]?.seed ?? 1,
    scenario: "manila",
    reportShare,
  });

const timing = LINES.map((lineId) => {
  const day = manilaDay(lineId, 0.1);
  const calls = callsOf(day, 5 * 60_000);
  const spec = microsecondsPerCall(ownReportCalls(calls), computeEtas);
  const estimate = microsecondsPerCall(calls, estimateArrivals);
  return {
    lineId: day.lineId,
    calls: calls.length,
    computeEtas: spec,
    estimateArrivals: estimate,
    medianRatio: estimate.median / spec.median,
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
    `${line.lineId} per call (manila day, 10 %, every station every 5 min): computeEtas ${micro(line.computeEtas.median)}, estimateArrivals ${micro(line.estimateArrivals.median)} (${line.medianRatio.toFixed(2)}x)`,
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
  stepSeconds: STEP_MS / 1000,
  days,
  unit: "share of counted (station, direction, 30 s) moments whose first estimate was accurate",
  rows,
  manilaLikeTenPercent: target,
  calmNoWorse,
  timing,
  budget,
  seconds: Math.round(seconds),
  cpuSeconds: Math.round(cpuSeconds),
};
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL("estimate-accuracy.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);
