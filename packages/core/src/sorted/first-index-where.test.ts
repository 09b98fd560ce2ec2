import { describe, expect, it } from "vitest";
import { firstIndexWhere } from "./first-index-where";

describe("firstIndexWhere", () => {
  it("finds the first index where a sorted sequence reaches a value, or its length when none does", () => {
    const sorted = [1, 3, 3, 5, 8];
    const firstAtLeast = (value: number) => firstIndexWhere(sorted.length, (i) => (sorted[i] ?? 0) >= value);
    expect([0, 1, 3, 4, 8, 9].map(firstAtLeast)).toEqual([0, 0, 1, 3, 4, 5]);
    expect(firstIndexWhere(0, () => true)).toBe(0);
  });
});
