import { describe, expect, it } from "vitest";
import { accuracyWindowStart, lineAccuracies } from "./published-accuracy";

describe("lineAccuracies", () => {
  it("gives each line's percentage once 50 reports are scored, and none before", () => {
    const figures = lineAccuracies(
      new Map([
        ["mrt3", { reports: 50, scored: 300, accurate: 199 }],
        ["lrt1", { reports: 49, scored: 400, accurate: 400 }],
      ]),
    );
    expect(figures).toEqual([
      { line_id: "lrt1", reports: 49, scored: 400, accurate: 400, enough: false, percent: null },
      { line_id: "mrt3", reports: 50, scored: 300, accurate: 199, enough: true, percent: 66 },
      { line_id: "lrt2", reports: 0, scored: 0, accurate: 0, enough: false, percent: null },
    ]);
  });
});

describe("accuracyWindowStart", () => {
  it("starts at Manila midnight six days before today, whatever the hour", () => {
    expect(accuracyWindowStart(new Date("2026-11-25T00:30:00+08:00"))).toEqual(
      new Date("2026-11-19T00:00:00+08:00"),
    );
    expect(accuracyWindowStart(new Date("2026-11-25T23:59:59+08:00"))).toEqual(
      new Date("2026-11-19T00:00:00+08:00"),
    );
  });
});
