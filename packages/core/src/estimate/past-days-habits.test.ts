import { describe, expect, it } from "vitest";
import { LINE_IDS, type LineId } from "../domain-types";
import type { ReportRow } from "../schemas/report-row";
import type { SecondWorldDay } from "../simulation/second-world/second-world-types";
import { simulateSecondWorldDay } from "../simulation/second-world/simulate-second-world-day";
import { oneAccountsFlood } from "../testing/one-accounts-flood";
import { type KeptDayHabits, PRIOR_KEPT_DAY_HABITS } from "./kept-day-habits";
import { lineSightingsAnswer } from "./line-sightings-answer";
import {
  PAST_DAY_REPORTS_PER_ACCOUNT,
  type PastDayReport,
  pastDayHabits,
  pooledPastHabits,
} from "./past-days-habits";

const habitsWith = (changes: Partial<KeptDayHabits>): KeptDayHabits => ({
  ...PRIOR_KEPT_DAY_HABITS,
  ...changes,
});

describe("pooledPastHabits", () => {
  it("is issue 21's description with no past day, or none that kept a timetable", () => {
    expect(pooledPastHabits([])).toEqual(PRIOR_KEPT_DAY_HABITS);
    expect(pooledPastHabits([{ habits: habitsWith({ sightingLagMs: 200_000 }), sightings: 0 }])).toEqual(
      PRIOR_KEPT_DAY_HABITS,
    );
  });

  it("weighs each day by its sightings beside the description's 10: medians of lag and spread, means of shares", () => {
    const late = habitsWith({ sightingLagMs: 150_000, spreadMs: 30_000, prompt: 0.9, anywhere: 0 });
    const pooled = pooledPastHabits([{ habits: late, sightings: 90 }]);
    expect(pooled.sightingLagMs).toBe(150_000);
    expect(pooled.spreadMs).toBe(30_000);
    expect(pooled.prompt).toBeCloseTo(0.88, 9);
    expect(pooled.prompt + pooled.onArrival + pooled.nextStation + pooled.anywhere).toBeCloseTo(1, 9);
  });

  it("lets one odd or busy day (or one account's flood) move the lag no further than the other days'", () => {
    const pooled = pooledPastHabits([
      { habits: habitsWith({ sightingLagMs: 400_000 }), sightings: 5_000 },
      { habits: habitsWith({ sightingLagMs: 100_000 }), sightings: 100 },
      { habits: habitsWith({ sightingLagMs: 110_000 }), sightings: 100 },
    ]);
    expect(pooled.sightingLagMs).toBe(110_000);
    expect(pooled.prompt).toBeCloseTo(PRIOR_KEPT_DAY_HABITS.prompt, 9);
  });
});

/** The simulated truth of riders' lag on a day: from each report back to its station's last arrival, the median of those within 5 minutes. */
function medianLagMs(day: SecondWorldDay): number {
  const lags: number[] = [];
  for (const report of day.reports) {
    const atMs = Date.parse(report.created_at);
    const arrived = day.arrivals
      .get(report.station_id)
      ?.get(report.direction)
      ?.findLast((ms) => ms <= atMs);
    if (arrived !== undefined && atMs - arrived < 300_000) lags.push(atMs - arrived);
  }
  lags.sort((a, b) => a - b);
  return lags[Math.floor(lags.length / 2)] ?? Number.NaN;
}

/** A simulated day's reports, each from a rider of its own. */
const fromRidersAlone = (day: SecondWorldDay): PastDayReport[] =>
  day.reports.map((report) => ({ ...report, reporter: null }));

describe("pastDayHabits", () => {
  const day = simulateSecondWorldDay({
    lineId: "lrt2",
    date: "2026-11-17",
    seed: 3,
    kind: "timetable",
    reportShare: 0.1,
  });
  const endOfDay = new Date(day.serviceEndMs);
  const honestReports = fromRidersAlone(day);
  const flood = oneAccountsFlood(honestReports, 90_000);
  it(`counts one account's first ${PAST_DAY_REPORTS_PER_ACCOUNT} reports of the day, so it cannot teach everyone its lag`, () => {
    const honest = pastDayHabits("lrt2", honestReports, endOfDay);
    const byOneAccount = pastDayHabits(
      "lrt2",
      [...honestReports, ...flood.map((report) => ({ ...report, reporter: "flooder" }))],
      endOfDay,
    );
    const byManyRiders = pastDayHabits("lrt2", [...honestReports, ...flood], endOfDay);
    expect(honest.sightings).toBeGreaterThan(50);
    // The same reports from as many riders would have moved the day's lag by most of a minute.
    expect(byManyRiders.habits.sightingLagMs - honest.habits.sightingLagMs).toBeGreaterThan(40_000);
    expect(Math.abs(byOneAccount.habits.sightingLagMs - honest.habits.sightingLagMs)).toBeLessThan(2_000);
  });
});

describe("riders of past weeks, on a day that cannot show its own", () => {
  const pastPrior = (lineId: LineId, pastDays: readonly SecondWorldDay[]) =>
    pooledPastHabits(
      pastDays.map((day) => pastDayHabits(lineId, fromRidersAlone(day), new Date(day.serviceEndMs))),
    );

  it.each(LINE_IDS)(
    "%s: riders reporting twice as late are learned from past timetable days, and keep the next one on its timetable",
    (lineId) => {
      const pastDays = [1, 2, 3, 4].map((seed) =>
        simulateSecondWorldDay({
          lineId,
          date: `2026-11-1${seed + 5}`,
          seed,
          kind: "timetable",
          reportShare: 0.1,
          riderLagScale: 2,
        }),
      );
      const trueLagMs = pastDays.map(medianLagMs).reduce((sum, lag) => sum + lag, 0) / pastDays.length;
      const prior = pastPrior(lineId, pastDays);
      // Learned from the reports: nearer the riders' own lag than the description is.
      expect(Math.abs(prior.sightingLagMs - trueLagMs)).toBeLessThan(
        Math.abs(PRIOR_KEPT_DAY_HABITS.sightingLagMs - trueLagMs) / 2,
      );

      // Days that keep the timetable, with the same late riders: with the past weeks' riders believed, every
      // direction is seen keeping it at every hour; with the description, late reports read as late trains.
      let off = 0;
      for (const seed of [9, 10, 11]) {
        const today = simulateSecondWorldDay({
          lineId,
          date: "2026-11-24",
          seed,
          kind: "timetable",
          reportShare: 0.1,
          riderLagScale: 2,
        });
        for (const hour of ["08", "10", "12", "16"]) {
          const now = new Date(`2026-11-24T${hour}:00:00+08:00`);
          const reports: ReportRow[] = today.reports
            .filter((report) => Date.parse(report.created_at) <= now.getTime())
            .map((report) => ({ ...report, line_id: lineId }));
          expect(lineSightingsAnswer(lineId, reports, now, prior).kept_directions).toHaveLength(2);
          if (lineSightingsAnswer(lineId, reports, now).kept_directions.length < 2) off++;
        }
      }
      expect(off).toBeGreaterThan(0);
    },
    60_000,
  );
});
