/**
 * computeEtas for every station of every line at each minute of a Manila weekday and a Saturday.
 * Prints the median time per call and its ratio to a baseline measured in the same run, and writes the
 * figures to bench/results/compute-etas.json. Run: npm run bench -w @riles/core
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { computeEtas, directionsOf, getStation, LINES, type LineId } from "../src/index";
import { departureMinutes } from "../src/schedule/departures";
import type { EtaReport } from "../src/schemas/report-row";
import { isManilaWeekend, manilaMinuteOfDay } from "../src/time/manila-time";

const TARGET_MICROSECONDS = 20;
const ROUNDS = 5;
const MINUTES_PER_SAMPLE = 60;

interface Call {
  lineId: LineId;
  stationId: string;
  now: Date;
  reports: readonly EtaReport[];
}

/** Monday 2026-11-23 and Saturday 2026-11-28, from Manila midnight. */
const DAYS = [
  { name: "weekday", midnight: Date.parse("2026-11-23T00:00:00+08:00") },
  { name: "saturday", midnight: Date.parse("2026-11-28T00:00:00+08:00") },
];

/** A realistic recent report load: a few reports per direction, one of them too old to count. */
function recentReports(lineId: LineId, nowMs: number): EtaReport[] {
  const [first, second] = directionsOf(lineId);
  const ago = (minutes: number) => new Date(nowMs - minutes * 60_000).toISOString();
  return [
    { id: "a", direction: first, status: "on-time", crowd_level: "crowded", created_at: ago(25) },
    { id: "b", direction: second, status: "delayed", crowd_level: "packed", created_at: ago(12) },
    { id: "c", direction: first, status: "delayed", crowd_level: "moderate", created_at: ago(4) },
    { id: "d", direction: second, status: "cancelled", crowd_level: "empty", created_at: ago(45) },
  ];
}

/** Samples of MINUTES_PER_SAMPLE consecutive calls each (one station, one hour of one day). */
function buildSamples(withReports: boolean): Call[][] {
  const samples: Call[][] = [];
  for (const day of DAYS) {
    for (const line of LINES) {
      for (const station of line.stations) {
        for (let hourStart = 0; hourStart < 24 * 60; hourStart += MINUTES_PER_SAMPLE) {
          const sample: Call[] = [];
          for (let minute = hourStart; minute < hourStart + MINUTES_PER_SAMPLE; minute++) {
            const nowMs = day.midnight + minute * 60_000;
            const reports = withReports ? recentReports(line.id, nowMs) : [];
            sample.push({ lineId: line.id, stationId: station.id, now: new Date(nowMs), reports });
          }
          samples.push(sample);
        }
      }
    }
  }
  return samples;
}

/** The least work any ETA lookup must do: find the station, read Manila time, pick the timetable. */
function baselineLookup(call: Call): number {
  const station = getStation(call.lineId, call.stationId);
  const departures = departureMinutes(call.lineId, isManilaWeekend(call.now));
  const minute = manilaMinuteOfDay(call.now);
  let next = 0;
  while (next < departures.length && (departures[next] ?? 0) < minute) next++;
  return (station ? 1 : 0) + next;
}

let sink = 0;

interface Figures {
  median: number;
  p90: number;
}

function microsecondsPerCall(samples: Call[][], run: (call: Call) => number): Figures {
  const perCall: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const sample of samples) {
      const start = performance.now();
      for (const call of sample) sink += run(call);
      perCall.push(((performance.now() - start) * 1000) / sample.length);
    }
  }
  perCall.sort((a, b) => a - b);
  const quantile = (q: number) => perCall[Math.floor(perCall.length * q)] ?? Number.NaN;
  return { median: quantile(0.5), p90: quantile(0.9) };
}

const measure = (samples: Call[][], run: (call: Call) => number) => {
  microsecondsPerCall(samples, run); // warm-up: let the JIT settle before the measured rounds
  return microsecondsPerCall(samples, run);
};

const scheduleOnly = buildSamples(false);
const withReports = buildSamples(true);
const callsPerSweep = scheduleOnly.reduce((total, sample) => total + sample.length, 0);

const baseline = measure(scheduleOnly, baselineLookup);
const scheduleOnlyFigures = measure(scheduleOnly, (call) => computeEtas(call).length);
const withReportsFigures = measure(withReports, (call) => computeEtas(call).length);

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const results = {
  benchmark: "computeEtas: every station of every line, each minute of a Manila weekday and a Saturday",
  node: process.version,
  callsPerSweep,
  rounds: ROUNDS,
  unit: "microseconds per call, over one-hour samples (60 calls) of one station",
  baselineLookup: { median: round3(baseline.median), p90: round3(baseline.p90) },
  computeEtas: { median: round3(scheduleOnlyFigures.median), p90: round3(scheduleOnlyFigures.p90) },
  computeEtasWithReports: { median: round3(withReportsFigures.median), p90: round3(withReportsFigures.p90) },
  medianRatioToBaseline: round3(scheduleOnlyFigures.median / baseline.median),
  medianRatioWithReportsToBaseline: round3(withReportsFigures.median / baseline.median),
  targetMedianMicroseconds: TARGET_MICROSECONDS,
  meetsTarget:
    scheduleOnlyFigures.median < TARGET_MICROSECONDS && withReportsFigures.median < TARGET_MICROSECONDS,
};

const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL("compute-etas.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);

const row = (label: string, figures: Figures) =>
  `  ${label.padEnd(26)} median ${figures.median.toFixed(3)} µs/call  p90 ${figures.p90.toFixed(3)} µs/call  (median ${round3(figures.median / baseline.median)}x baseline)`;
console.log(`computeEtas, ${callsPerSweep} calls per sweep x ${ROUNDS} rounds (${results.node})`);
console.log(row("baseline lookup", baseline));
console.log(row("computeEtas, no reports", scheduleOnlyFigures));
console.log(row("computeEtas, 4 reports", withReportsFigures));
console.log(`  target: median < ${TARGET_MICROSECONDS} µs/call: ${results.meetsTarget ? "met" : "NOT met"}`);
if (sink === -1) console.log("unreachable; keeps the measured work observable");
