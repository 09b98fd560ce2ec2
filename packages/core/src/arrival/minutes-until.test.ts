import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrivalBand, minutesUntil } from "./minutes-until";

const now = new Date("2026-11-23T06:00:00+08:00");
const arrivalIn = (ms: number) => new Date(now.getTime() + ms);

describe("minutesUntil", () => {
  it.each([
    [0, 0],
    [59_999, 0],
    [60_000, 1],
    [119_999, 1],
    [600_000, 10],
    [-1, 0],
    [-3_600_000, 0],
  ])("%i ms ahead is %i whole minutes", (ms, minutes) => {
    expect(minutesUntil(arrivalIn(ms), now)).toBe(minutes);
  });

  it("is a whole number, never below 0", () => {
    fc.assert(
      fc.property(fc.integer({ min: -86_400_000, max: 86_400_000 }), (ms) => {
        const minutes = minutesUntil(arrivalIn(ms), now);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(minutes).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("arrivalBand", () => {
  it.each([
    [0, "now"],
    [1, "imminent"],
    [2, "imminent"],
    [3, "soon"],
    [5, "soon"],
    [6, "later"],
    [10, "later"],
  ] as const)("%i minutes is %s", (minutes, band) => {
    expect(arrivalBand(minutes)).toBe(band);
  });
});
