import { describe, expect, it } from "vitest";
import type { Direction } from "../domain-types";
import { learnRunTimeFactor } from "./run-time-factor";
import type { Sighting } from "./sightings";

const MINUTE_MS = 60_000;

function sighting(positionMinutes: number, seenMinute: number): Sighting {
  return {
    positionMinutes,
    seenMs: seenMinute * MINUTE_MS,
    report: {
      id: `${positionMinutes}@${seenMinute}`,
      station_id: "any",
      direction: "northbound",
      status: "on-time",
      crowd_level: "moderate",
      created_at: new Date(seenMinute * MINUTE_MS).toISOString(),
    },
  };
}

/** Trains leaving the origin every `headway` minutes, each seen at a few stations, at `factor`. */
function day(factor: number, headway: number, trains: number): Sighting[] {
  const sightings: Sighting[] = [];
  for (let train = 0; train < trains; train++) {
    // Each train is seen at three of the line's stations, a different three for each train.
    for (const position of [3 + (train % 4) * 2, 13 + (train % 3) * 3, 25 + (train % 5)]) {
      sightings.push(sighting(position, train * headway + position * factor));
    }
  }
  return sightings.sort((a, b) => a.seenMs - b.seenMs);
}

const byDirection = (sightings: Sighting[]) => new Map<Direction, Sighting[]>([["northbound", sightings]]);
const everyFiveMinutes = () => 5 * MINUTE_MS;

describe("learnRunTimeFactor", () => {
  it("keeps the timetable's run times with nothing to learn from", () => {
    expect(learnRunTimeFactor(new Map(), everyFiveMinutes)).toBe(1);
    expect(learnRunTimeFactor(byDirection([sighting(5, 100)]), everyFiveMinutes)).toBe(1);
  });

  it.each([1, 1.2, 1.4, 1.6])("finds a factor of %d among the aliases of other trains", (factor) => {
    expect(learnRunTimeFactor(byDirection(day(factor, 5, 40)), everyFiveMinutes)).toBeCloseTo(factor, 1);
  });

  it("learns it from successive trains when no train is seen twice", () => {
    // Trains every 5 minutes, each seen once, at stations further and further along, at 1.45 times the spec.
    const positions = [4, 10, 16, 22, 28, 7, 13, 19, 25];
    const sightings = Array.from({ length: 60 }, (_, train) => {
      const position = positions[train % positions.length] ?? 4;
      return sighting(position, train * 5 + position * 1.45);
    }).sort((a, b) => a.seenMs - b.seenMs);
    expect(learnRunTimeFactor(byDirection(sightings), everyFiveMinutes)).toBeCloseTo(1.45, 1);
  });

  it("stays near the timetable on a little evidence", () => {
    const learned = learnRunTimeFactor(
      byDirection([sighting(3, 10), sighting(20, 10 + 17 * 1.6)]),
      everyFiveMinutes,
    );
    expect(learned).toBeGreaterThanOrEqual(1);
    expect(learned).toBeLessThan(1.3);
  });
});
