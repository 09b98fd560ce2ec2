import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wilsonInterval } from "./wilson-interval";

describe("wilsonInterval", () => {
  it("gives the textbook bounds of 40 successes in 100 trials", () => {
    const { low, high } = wilsonInterval(0.4, 100);
    expect(low).toBeCloseTo(0.3094, 3);
    expect(high).toBeCloseTo(0.498, 3);
  });

  it("holds the share, stays within 0-1 and narrows as trials grow", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 100_000 }),
        (share, trials) => {
          const few = wilsonInterval(share, trials);
          const many = wilsonInterval(share, trials * 4);
          expect(few.low).toBeGreaterThanOrEqual(0);
          expect(few.high).toBeLessThanOrEqual(1);
          expect(few.low).toBeLessThanOrEqual(share + 1e-12);
          expect(few.high).toBeGreaterThanOrEqual(share - 1e-12);
          expect(many.high - many.low).toBeLessThan(few.high - few.low);
        },
      ),
    );
  });

  it("supports any share with no trials", () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});
