import { describe, expect, it } from "vitest";
import { PRIOR_KEPT_DAY_HABITS } from "./kept-day-habits";
import { directionsKeepingTimetable, type TrainSighting } from "./timetable-kept";

const PERIOD_MS = 10 * 60_000;
/** Half a headway from where the prior expects a prompt report: as far off the timetable as can be. */
const FAR_OFF_MS = PRIOR_KEPT_DAY_HABITS.sightingLagMs - PERIOD_MS / 2;

/** Two riders' sightings of a train that left the origin at `originMs`, as far off the timetable as can be. */
const trainOffTheTimetable = (originMs: number): TrainSighting[] =>
  [0, 1].map(() => ({ originMs, offsetMs: FAR_OFF_MS, hopMs: 0, periodMs: PERIOD_MS, weight: 1 }));

const kept = (sightings: TrainSighting[]) =>
  directionsKeepingTimetable(new Map([["northbound", sightings]]), PRIOR_KEPT_DAY_HABITS);

describe("directionsKeepingTimetable", () => {
  it("keeps the timetable through one train off it, however many riders saw it", () => {
    expect(kept([0, 0, 0].flatMap(trainOffTheTimetable))).toEqual(["northbound"]);
  });

  it("leaves it for three trains off it a minute apart: one train's sightings lie within 75 s of its first", () => {
    expect(kept([0, 60_000, 120_000].flatMap(trainOffTheTimetable))).toEqual([]);
  });

  it("keeps it however many trains off it one account reports, and leaves it when two accounts do", () => {
    const origins = Array.from({ length: 12 }, (_, train) => train * 5 * 60_000);
    const oneAccount = origins
      .flatMap(trainOffTheTimetable)
      .map((sighting) => ({ ...sighting, reporter: "a" }));
    expect(kept(oneAccount)).toEqual(["northbound"]);
    const twoAccounts = origins
      .flatMap(trainOffTheTimetable)
      .map((sighting, index) => ({ ...sighting, reporter: index % 2 === 0 ? "a" : "b" }));
    expect(kept(twoAccounts)).toEqual([]);
  });
});
