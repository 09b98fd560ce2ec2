import { describe, expect, it } from "vitest";
import { LINE_IDS, type LineId } from "../domain-types";
import type { ScoredDay } from "../simulation/score-estimates";
import { simulateSecondWorldDay } from "../simulation/second-world/simulate-second-world-day";
import { simulateServiceDay } from "../simulation/simulate-service-day";
import type { LineReport } from "./estimate-types";
import { learnedTimetableDay } from "./learned-kept-directions";
import { learnedRunTimeFactor } from "./learned-run-time-factor";

const DATE = "2026-11-24";
const NOON = new Date(`${DATE}T12:00:00+08:00`);
const upTo = (reports: readonly LineReport[], now: Date) =>
  reports.filter((report) => Date.parse(report.created_at) <= now.getTime());

/**
 * The simulated truth of riders' lag: for every report, the time since its station's last true arrival in
 * its direction, the median of those within three minutes (the prompt ones and those on arrival).
 */
function measuredLagMs(day: ScoredDay): number {
  const lags: number[] = [];
  for (const report of upTo(day.reports, NOON)) {
    const atMs = Date.parse(report.created_at);
    const arrived = day.arrivals
      .get(report.station_id)
      ?.get(report.direction)
      ?.findLast((ms) => ms <= atMs);
    if (arrived !== undefined && atMs - arrived < 180_000) lags.push(atMs - arrived);
  }
  lags.sort((a, b) => a - b);
  return lags[Math.floor(lags.length / 2)] ?? Number.NaN;
}

const timetableDays = (lineId: LineId, seed: number): [string, ScoredDay][] => [
  ["first world", simulateServiceDay({ lineId, date: DATE, seed, scenario: "calm", reportShare: 0.1 })],
  ["second world", simulateSecondWorldDay({ lineId, date: DATE, seed, kind: "timetable", reportShare: 0.1 })],
];

describe("riders and lines learned from the reports of either simulated world", () => {
  it.each(LINE_IDS)("%s: a timetable day's lag is learned within 20 s of the simulated one", (lineId) => {
    for (const [world, day] of timetableDays(lineId, 2)) {
      const learned = learnedTimetableDay(lineId, upTo(day.reports, NOON), NOON);
      expect({ world, kept: learned.keptDirections.length }).toEqual({ world, kept: 2 });
      expect({ world, off: Math.abs(learned.habits.sightingLagMs - measuredLagMs(day)) < 20_000 }).toEqual({
        world,
        off: true,
      });
    }
  });

  it.each(LINE_IDS)("%s: a headway day leaves the timetable in both worlds by noon", (lineId) => {
    const days = [
      simulateServiceDay({ lineId, date: DATE, seed: 3, scenario: "manila", reportShare: 0.1 }),
      simulateSecondWorldDay({ lineId, date: DATE, seed: 3, kind: "headway", reportShare: 0.1 }),
    ];
    for (const day of days)
      expect(learnedTimetableDay(lineId, upTo(day.reports, NOON), NOON).keptDirections).toEqual([]);
  });

  it.each(LINE_IDS)("%s: the run-time factor at noon is the simulated one on first-world days", (lineId) => {
    const day = simulateServiceDay({ lineId, date: DATE, seed: 4, scenario: "manila", reportShare: 0.1 });
    const learned = learnedRunTimeFactor(lineId, upTo(day.reports, NOON), NOON);
    expect(Math.abs(learned - day.conditions.lineFactor)).toBeLessThan(0.05);
  });

  it("learns the second world's drifting factor less closely: within 0.15 on average over its lines and hours", () => {
    // Irregular dispatch and heavy-tailed lags blur the day's rhythm the factor is read from (decision 103).
    const errors = LINE_IDS.flatMap((lineId) =>
      [1, 2].flatMap((seed) => {
        const day = simulateSecondWorldDay({ lineId, date: DATE, seed, kind: "headway", reportShare: 0.1 });
        return [10, 12, 15, 18].map((hour) => {
          const now = new Date(`${DATE}T${hour}:00:00+08:00`);
          return Math.abs(
            learnedRunTimeFactor(lineId, upTo(day.reports, now), now) -
              day.conditions.factorAt(now.getTime()),
          );
        });
      }),
    );
    expect(errors.reduce((sum, error) => sum + error, 0) / errors.length).toBeLessThan(0.15);
    // Six simulated days: more than the default 5 s on a machine shared with other work.
  }, 60_000);
});
