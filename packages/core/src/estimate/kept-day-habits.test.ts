import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../simulation/random";
import {
  type KeptDayHabits,
  learnKeptDayHabits,
  ON_ARRIVAL_LAG_MS,
  PRIOR_KEPT_DAY_HABITS,
  type TimedSighting,
} from "./kept-day-habits";

const PERIOD_MS = 6 * 60_000;
const HOP_MS = 2 * 60_000;

/** Sightings of a kept day drawn from known habits: each kind where it falls, wrapped at the headway. */
function sightingsOf(habits: KeptDayHabits, count: number, seed: number): TimedSighting[] {
  const random = seededRandom("kept-day-habits", seed);
  const normal = () =>
    Math.sqrt(-2 * Math.log(Math.max(1e-12, random.next()))) * Math.cos(2 * Math.PI * random.next());
  const wrap = (ms: number) => ms - Math.round(ms / PERIOD_MS) * PERIOD_MS;
  return Array.from({ length: count }, () => {
    const roll = random.next();
    let offsetMs = random.between(-PERIOD_MS / 2, PERIOD_MS / 2);
    if (roll < habits.prompt) offsetMs = habits.sightingLagMs + habits.spreadMs * normal();
    else if (roll < habits.prompt + habits.onArrival)
      offsetMs = ON_ARRIVAL_LAG_MS + habits.spreadMs * normal();
    else if (roll < habits.prompt + habits.onArrival + habits.nextStation)
      offsetMs = habits.sightingLagMs - HOP_MS + habits.spreadMs * normal();
    return { offsetMs: wrap(offsetMs), hopMs: HOP_MS, periodMs: PERIOD_MS, weight: 1 };
  });
}

const habitsWith = (changes: Partial<KeptDayHabits>): KeptDayHabits => {
  const habits = { ...PRIOR_KEPT_DAY_HABITS, ...changes };
  return { ...habits, anywhere: 1 - habits.prompt - habits.onArrival - habits.nextStation };
};

describe("learnKeptDayHabits", () => {
  it("keeps the prior with no sightings, and moves little on a handful", () => {
    expect(learnKeptDayHabits([])).toEqual(PRIOR_KEPT_DAY_HABITS);
    const late = habitsWith({ sightingLagMs: 140_000 });
    const few = learnKeptDayHabits(sightingsOf(late, 5, 1));
    expect(Math.abs(few.sightingLagMs - PRIOR_KEPT_DAY_HABITS.sightingLagMs)).toBeLessThan(40_000);
  });

  it("recovers a prompt lag and the shares of each kind from a day's sightings", () => {
    const truth = habitsWith({
      sightingLagMs: 110_000,
      spreadMs: 40_000,
      prompt: 0.6,
      onArrival: 0.15,
      nextStation: 0.02,
    });
    const learned = learnKeptDayHabits(sightingsOf(truth, 600, 2));
    expect(Math.abs(learned.sightingLagMs - truth.sightingLagMs)).toBeLessThan(10_000);
    expect(Math.abs(learned.spreadMs - truth.spreadMs)).toBeLessThan(15_000);
    // Reports on arrival overlap prompt ones within a spread: the two are told apart less well than from
    // the reports that fall anywhere (decision 103).
    expect(Math.abs(learned.prompt + learned.onArrival - truth.prompt - truth.onArrival)).toBeLessThan(0.07);
    expect(Math.abs(learned.anywhere - truth.anywhere)).toBeLessThan(0.1);
  });

  // From 1000 draws of 300 sightings each, the worst corner (a lag of 2.5 minutes, half the reports prompt)
  // is learned within 24 s in 99 of 100 and 31 s in all; most lags within 20 s (decision 103).
  it("finds any prompt lag from 50 s (a dwell and a quick report) to 2.5 minutes within 32 s, given 300 sightings", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 50, max: 150 }),
        fc.double({ min: 0.5, max: 0.85, noNaN: true }),
        fc.integer({ min: 1, max: 1000 }),
        (lagSeconds, prompt, seed) => {
          const truth = habitsWith({
            sightingLagMs: lagSeconds * 1000,
            prompt,
            onArrival: 0.05,
            nextStation: 0.03,
          });
          const learned = learnKeptDayHabits(sightingsOf(truth, 300, seed));
          expect(Math.abs(learned.sightingLagMs - truth.sightingLagMs)).toBeLessThan(32_000);
        },
      ),
      { numRuns: 25, seed: 20261129 },
    );
  });
});
