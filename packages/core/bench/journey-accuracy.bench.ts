/**
 * How right a journey's arrival is (issue 38's yardstick, decision 100): on simulated service days of the
 * three lines (headway days, "manila", and calm days), riders ask for a journey between two random
 * stations at a random moment, follow the fastest journey planned at that moment, and arrive when the
 * simulated trains bring them. Scored: the share of planned arrivals within 3 minutes of the true one,
 * and the median error, for plans from the timetable alone and from the day's reports (10 % of
 * departures reported). Also planJourney's time per call with the day's reports as the server and the
 * phone hold them (each line's sightings answer: the learned factor and kept directions, the last 90
 * minutes' reports), as p99 and as a ratio to estimateArrivals' at the boarding station in the same run. Writes bench/results/journey-accuracy.json.
 * Each call is timed five times on fresh copies of its lists, its time the median of the five.
 * Run: npx tsx bench/journey-accuracy.bench.ts (SEEDS=n weekdays, 5; QUICK=1: 2 weekdays, fewer riders).
 */
// biome-ignore lint/correctness/noNodejsModules: the benchmark script runs in Node to write its results
import { mkdirSync, writeFileSync } from "node:fs";
import { LINE_IDS, type LineId } from "../src/domain-types";
import { estimateArrivals } from "../src/estimate/estimate-arrivals";
import { lineSightingsAnswer } from "../src/estimate/line-sightings-answer";
import type { Journey, JourneyInput } from "../src/journeys/journey-types";
import { planJourney } from "../src/journeys/plan-journey";
import type { StationRef } from "../src/lines/interchanges";
import { LINES } from "../src/lines/lines-data";
import type { ReportRow } from "../src/schemas/report-row";
import { seededRandom } from "../src/simulation/random";
import { trueArrivalMs } from "../src/simulation/ride-journey";
import type { Scenario, SimulatedDay } from "../src/simulation/service-day";
import { simulateServiceDay } from "../src/simulation/simulate-service-day";

const QUICK = process.env.QUICK === "1";
const WEEKDAYS = Number(process.env.SEEDS ?? (QUICK ? 2 : 5));
if (!Number.isInteger(WEEKDAYS) || WEEKDAYS < 1) throw new Error("SEEDS must be a whole number from 1");
const RIDERS_PER_DAY = QUICK ? 150 : 400;
const REPORT_SHARE = 0.1;
const SCENARIOS: readonly Scenario[] = ["manila", "calm"];
const WITHIN_MS = 3 * 60_000;
const MINUTE_MS = 60_000;
/** Riders ask between 05:30 and 21:00 Manila, when every line runs. */
const ASK_FROM_MINUTE = 5 * 60 + 30;
const ASK_TO_MINUTE = 21 * 60;
const FARE = { medium: "beep", rider: "regular" } as const;

const STATIONS: StationRef[] = LINES.flatMap((line) =>
  line.stations.map((station) => ({ lineId: line.id, stationId: station.id })),
);

/** Weekdays from Monday 2026-11-23, seeds 1, 2, ... */
function benchDays(): { date: string; seed: number }[] {
  const days: { date: string; seed: number }[] = [];
  for (let offset = 0; days.length < WEEKDAYS; offset++) {
    const noon = new Date(Date.parse("2026-11-23T12:00:00+08:00") + offset * 86_400_000);
    const weekday = new Date(noon.getTime() + 8 * 3600_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6)
      days.push({
        date: new Date(noon.getTime() + 8 * 3600_000).toISOString().slice(0, 10),
        seed: days.length + 1,
      });
  }
  return days;
}

/** The day's reports made by `nowMs`, as the server stores them. */
const reportsUpTo = (day: SimulatedDay, nowMs: number): ReportRow[] =>
  day.reports
    .filter((report) => Date.parse(report.created_at) <= nowMs)
    .map((report) => ({ ...report, line_id: day.lineId }));

interface Scores {
  counted: number;
  within: number;
  errorsMinutes: number[];
}
const emptyScores = (): Scores => ({ counted: 0, within: 0, errorsMinutes: [] });

function score(
  scores: Scores,
  journey: Journey | undefined,
  days: Record<LineId, SimulatedDay>,
  askMs: number,
) {
  if (!journey) return;
  const trueMs = trueArrivalMs(journey, days, askMs);
  if (trueMs === undefined) return;
  const errorMs = Math.abs(journey.arrival.getTime() - trueMs);
  scores.counted += 1;
  if (errorMs <= WITHIN_MS) scores.within += 1;
  scores.errorsMinutes.push(errorMs / MINUTE_MS);
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
};
const share = (scores: Scores) => scores.within / scores.counted;

/** Timed runs of each call; its time is their median, so a moment another process took the core is not its. */
const RUNS = 5;
let sink = 0;

/** Milliseconds of one call, prepared afresh for each run outside the timing. */
function medianTime(prepare: () => () => number): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const call = prepare();
    const begin = performance.now();
    sink += call();
    times.push(performance.now() - begin);
  }
  return quantile(times, 0.5);
}

const started = performance.now();
const days = benchDays();
const rows: { scenario: Scenario; timetable: Scores; live: Scores }[] = [];
const planMs: number[] = [];
const baselineMs: number[] = [];

for (const scenario of SCENARIOS) {
  const timetable = emptyScores();
  const live = emptyScores();
  for (const { date, seed } of days) {
    const simulated = Object.fromEntries(
      LINE_IDS.map((lineId) => [
        lineId,
        simulateServiceDay({ lineId, date, seed, scenario, reportShare: REPORT_SHARE }),
      ]),
    ) as Record<LineId, SimulatedDay>;
    const dayStartMs = Date.parse(`${date}T00:00:00+08:00`);
    const random = seededRandom("journeys", date, seed, scenario);
    for (let rider = 0; rider < RIDERS_PER_DAY; rider++) {
      const from = random.pick(STATIONS);
      const to = random.pick(STATIONS);
      if (from === to) continue;
      const askMs = dayStartMs + Math.round(random.between(ASK_FROM_MINUTE, ASK_TO_MINUTE) * MINUTE_MS);
      const now = new Date(askMs);
      const input: JourneyInput = { from, to, now, fare: FARE };
      score(timetable, planJourney(input).journeys[0], simulated, askMs);
      // Each line's sightings as the server keeps them until its next report: not part of a plan's time.
      const sightings = LINE_IDS.map((lineId) =>
        lineSightingsAnswer(lineId, reportsUpTo(simulated[lineId], askMs), now),
      );
      const reports = Object.fromEntries(sightings.map((answer) => [answer.line_id, answer.reports]));
      const learned = Object.fromEntries(
        sightings.map((answer) => [
          answer.line_id,
          { runTimeFactor: answer.run_time_factor, keptDirections: answer.kept_directions },
        ]),
      );
      const livePlan = planJourney({ ...input, reports, learned });
      score(live, livePlan.journeys[0], simulated, askMs);
      planMs.push(
        medianTime(() => {
          // Fresh lists, as each request brings: the estimator keeps a line's state per list it was given.
          const fresh = Object.fromEntries(
            Object.entries(reports).map(([lineId, list]) => [lineId, [...list]]),
          );
          return () => planJourney({ ...input, reports: fresh, learned }).journeys.length;
        }),
      );
      // The baseline: what the arrivals screen computes for the boarding station, from the same sightings.
      const boarding = learned[from.lineId];
      baselineMs.push(
        medianTime(() => {
          const fresh = [...(reports[from.lineId] ?? [])];
          return () =>
            estimateArrivals({
              lineId: from.lineId,
              stationId: from.stationId,
              now,
              reports: fresh,
              runTimeFactor: boarding?.runTimeFactor,
              keptDirections: boarding?.keptDirections,
            }).length;
        }),
      );
    }
  }
  rows.push({ scenario, timetable, live });
}
if (sink < 0) console.log("unreachable; keeps the measured work observable");

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
console.log(
  `journey accuracy: ${days.length} weekdays (${days.map((day) => `${day.date} seed ${day.seed}`).join(", ")}), ${RIDERS_PER_DAY} riders a day, ${REPORT_SHARE * 100} % of departures reported`,
);
console.log("scenario  plan       within 3 min  median error  p90 error  journeys");
for (const row of rows) {
  for (const [name, scores] of [
    ["timetable", row.timetable],
    ["live", row.live],
  ] as const) {
    console.log(
      `${row.scenario.padEnd(9)} ${name.padEnd(10)} ${percent(share(scores)).padStart(12)}  ${quantile(scores.errorsMinutes, 0.5).toFixed(2).padStart(8)} min  ${quantile(scores.errorsMinutes, 0.9).toFixed(2).padStart(5)} min  ${scores.counted}`,
    );
  }
}
const headway = rows.find((row) => row.scenario === "manila");
const calm = rows.find((row) => row.scenario === "calm");
const headwayGain = headway ? (share(headway.live) - share(headway.timetable)) * 100 : Number.NaN;
const calmGain = calm ? (share(calm.live) - share(calm.timetable)) * 100 : Number.NaN;
console.log(
  `headway days: live ${headwayGain >= 0 ? "+" : ""}${headwayGain.toFixed(1)} points over the timetable (goal +10): ${headwayGain >= 10 ? "met" : "NOT met"}`,
);
console.log(
  `calm days: live ${calmGain >= 0 ? "+" : ""}${calmGain.toFixed(1)} points (goal: never worse): ${calmGain >= 0 ? "met" : "NOT met"}`,
);

const p99 = quantile(planMs, 0.99);
const baselineP99 = quantile(baselineMs, 0.99);
console.log(
  `planJourney with the day's reports: median ${quantile(planMs, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms (budget 5 ms: ${p99 < 5 ? "met" : "NOT met"}); ${(p99 / baselineP99).toFixed(1)}x estimateArrivals' p99 (${baselineP99.toFixed(2)} ms) in the same run`,
);
const seconds = (performance.now() - started) / 1000;
console.log(`whole run: ${seconds.toFixed(0)} s`);

const summary = (scores: Scores) => ({
  journeys: scores.counted,
  within3Minutes: share(scores),
  medianErrorMinutes: quantile(scores.errorsMinutes, 0.5),
  p90ErrorMinutes: quantile(scores.errorsMinutes, 0.9),
});
const results = {
  benchmark: "journey arrivals on simulated service days (issue 38, decision 100)",
  node: process.version,
  quick: QUICK,
  days,
  ridersPerDay: RIDERS_PER_DAY,
  reportShare: REPORT_SHARE,
  rows: rows.map((row) => ({
    scenario: row.scenario,
    timetable: summary(row.timetable),
    live: summary(row.live),
  })),
  headwayGainPoints: headwayGain,
  calmGainPoints: calmGain,
  planJourneyMs: { median: quantile(planMs, 0.5), p99, calls: planMs.length },
  estimateArrivalsMs: { median: quantile(baselineMs, 0.5), p99: baselineP99 },
  p99Ratio: p99 / baselineP99,
  seconds: Math.round(seconds),
};
const resultsDir = new URL("./results/", import.meta.url);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(new URL("journey-accuracy.json", resultsDir), `${JSON.stringify(results, null, 2)}\n`);
