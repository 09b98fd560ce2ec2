import { describe, expect, it } from "vitest";
import { estimateArrivals } from "../estimate/estimate-arrivals";
import { scoreEstimates } from "./score-estimates";
import { simulateServiceDay } from "./simulate-service-day";
import { specEngineEstimator } from "./spec-engine-estimator";

// Issue 21: the estimator must do no worse than the spec's engine on a day that keeps to the timetable.
// Two hours of a line's service, every station every 30 s, scored twice: seconds on a loaded machine.
const TWO_HOURS_SCORED_TWICE_MS = 30_000;

describe("estimateArrivals on a calm morning", () => {
  it.each(["lrt1", "mrt3"] as const)(
    "%s: scores at least as well as computeEtas",
    (lineId) => {
      const day = simulateServiceDay({
        lineId,
        date: "2026-11-25",
        seed: 21,
        scenario: "calm",
        reportShare: 0.1,
      });
      const window = {
        fromMs: Date.parse("2026-11-25T06:30:00+08:00"),
        toMs: Date.parse("2026-11-25T08:30:00+08:00"),
      };
      const spec = scoreEstimates(day, specEngineEstimator(), window);
      const estimated = scoreEstimates(day, estimateArrivals, window);
      expect(spec.counted).toBeGreaterThan(1000);
      expect(spec.score).toBeGreaterThan(0.8);
      expect(estimated.score).toBeGreaterThanOrEqual(spec.score);
    },
    TWO_HOURS_SCORED_TWICE_MS,
  );
});
