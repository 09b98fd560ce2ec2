import { describe, expect, it } from "vitest";
import { estimateArrivals } from "../estimate/estimate-arrivals";
import { scoreEstimates } from "../simulation/score-estimates";
import { simulateWorldDay, WORLDS } from "../simulation/simulated-worlds";
import { lineAccuracy } from "./published-accuracy";
import { scoreReportedDepartures } from "./reported-departures";

const HOUR_MS = 60 * 60_000;

// Six hours of service on simulated LRT-2 days of both worlds (tuning seed 1, riders reporting 10 % of
// departures): the figure from the reports against the yardstick's truth over the same hours. Whole days
// of every line are the bench's (bench/published-accuracy.bench.ts); six hours keep this test quick.
describe("the published figure on simulated days", () => {
  for (const world of WORLDS)
    for (const kind of ["timetable", "headway"] as const)
      it(`${world} world, ${kind} day: the range the reports support holds the truth`, () => {
        const day = simulateWorldDay(world, {
          lineId: "lrt2",
          date: "2026-11-24",
          seed: 1,
          kind,
          reportShare: 0.1,
        });
        const fromMs = day.serviceStartMs + HOUR_MS;
        const toMs = fromMs + 6 * HOUR_MS;
        const truth = scoreEstimates(day, estimateArrivals, { stepMs: 60_000, fromMs, toMs });
        const reports = day.reports
          .map((report) => ({ ...report, line_id: day.lineId }))
          .filter((report) => Date.parse(report.created_at) <= toMs);
        const from = reports.findIndex((report) => Date.parse(report.created_at) >= fromMs + 10 * 60_000);
        const figure = lineAccuracy(day.lineId, scoreReportedDepartures(day.lineId, reports, from));
        const truthPercent = (100 * truth.accurate) / truth.counted;
        expect(figure.reports).toBeGreaterThan(50);
        // A range that says something: no wider than 40 points on two hundred-odd reports.
        expect((figure.high ?? 100) - (figure.low ?? 0)).toBeLessThanOrEqual(40);
        expect(figure.low).toBeLessThanOrEqual(truthPercent);
        expect(figure.high).toBeGreaterThanOrEqual(truthPercent);
      }, 120_000);
});
