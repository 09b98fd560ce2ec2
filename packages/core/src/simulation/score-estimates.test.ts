import { describe, expect, it } from "vitest";
import type { Direction, ReportStatus } from "../domain-types";
import type { LineReport } from "../estimate/estimate-types";
import { type EstimatedTrain, type Estimator, scoreEstimates } from "./score-estimates";
import type { SimulatedDay } from "./service-day";
import { simulateServiceDay } from "./simulate-service-day";

const MINUTE_MS = 60_000;
const TEN_MINUTES_MS = 10 * MINUTE_MS;
const day = simulateServiceDay({
  lineId: "lrt2",
  date: "2026-11-24",
  seed: 11,
  scenario: "manila",
  reportShare: 0.1,
});
const morning = {
  fromMs: Date.parse("2026-11-24T06:00:00+08:00"),
  toMs: Date.parse("2026-11-24T09:00:00+08:00"),
};

/** The true next arrival of each direction at the station, moved by `shiftMs`, when it is within reach. */
function shiftedTruth(simulated: SimulatedDay, shiftMs: number, status: ReportStatus = "on-time"): Estimator {
  return ({ stationId, now }) => {
    const trains: EstimatedTrain[] = [];
    for (const [direction, arrivals] of simulated.arrivals.get(stationId) ?? new Map<Direction, number[]>()) {
      const next = arrivals.find((at) => at >= now.getTime());
      if (next === undefined || next - now.getTime() > TEN_MINUTES_MS) continue;
      const predicted = Math.max(now.getTime(), next + shiftMs);
      if (predicted - now.getTime() <= TEN_MINUTES_MS) {
        trains.push({ direction, estimatedArrival: new Date(predicted), status });
      }
    }
    return trains;
  };
}

describe("scoreEstimates", () => {
  it("scores an estimator that knows the truth 100 %, over the whole day", () => {
    const score = scoreEstimates(day, shiftedTruth(day, 0));
    expect(score.counted).toBeGreaterThan(10_000);
    expect(score.score).toBe(1);
    expect(score.missed).toBe(0);
  });

  it("scores an estimator that says nothing 0 %, every train within 10 minutes a miss", () => {
    const score = scoreEstimates(day, () => []);
    expect(score.counted).toBeGreaterThan(10_000);
    expect(score.score).toBe(0);
    expect(score.missed).toBe(score.counted);
  });

  it("does not take a cancellation for a prediction", () => {
    const score = scoreEstimates(day, shiftedTruth(day, 0, "cancelled"), morning);
    expect(score.score).toBe(0);
    expect(score.missed).toBe(score.counted);
  });

  it.each([
    // prediction minus truth (positive: the train comes before the prediction), band, all or none right
    [30_000, "0-3 min", "all"],
    [30_001, "3-6 min", "all"],
    [60_000, "6-10 min", "all"],
    [60_001, "3-6 min", "none"],
    [60_001, "6-10 min", "none"],
    [-90_000, "0-3 min", "all"],
    [-150_000, "3-6 min", "all"],
    [-150_001, "3-6 min", "none"],
  ] as const)(
    "judges by the windows: predicting each train %i ms late, the %s band is %s right",
    (shiftMs, band, expected) => {
      const { bands } = scoreEstimates(day, shiftedTruth(day, shiftMs), morning);
      expect(bands[band].counted).toBeGreaterThan(100);
      expect(bands[band].accurate).toBe(expected === "all" ? bands[band].counted : 0);
    },
  );

  it("finds no prediction right under 3 minutes that is 1 ms further off than 30 s too late", () => {
    // Clamped to now, a prediction can still be right for a train due within 30 s; none other is.
    const { bands } = scoreEstimates(day, shiftedTruth(day, 30_001), morning);
    expect(bands["0-3 min"].accurate).toBeLessThan(bands["0-3 min"].counted / 10);
  });

  it("counts every 30 s of the window, every station and the directions served there", () => {
    const score = scoreEstimates(day, () => [], { ...morning, stepMs: 60_000 });
    // 181 steps x 13 stations.
    expect(score.calls).toBe(181 * 13);
  });

  it("passes each call the reports made up to now, one list per step for every station", () => {
    const seen: { nowMs: number; reports: readonly LineReport[] }[] = [];
    scoreEstimates(
      day,
      ({ now, reports }) => {
        seen.push({ nowMs: now.getTime(), reports });
        return [];
      },
      morning,
    );
    for (const { nowMs, reports } of seen) {
      const expected = day.reports.filter((report) => Date.parse(report.created_at) <= nowMs);
      expect(reports.length).toBe(expected.length);
      expect(reports.at(-1)?.id).toBe(expected.at(-1)?.id);
    }
    const firstStep = seen.filter((call) => call.nowMs === seen[0]?.nowMs);
    expect(new Set(firstStep.map((call) => call.reports)).size).toBe(1);
    expect(seen.at(-1)?.reports.length).toBeGreaterThan(seen[0]?.reports.length ?? Infinity);
  });
});
