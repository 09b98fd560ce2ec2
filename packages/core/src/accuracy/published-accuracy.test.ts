import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accuracyWindowStart, lineAccuracies, lineAccuracy } from "./published-accuracy";

describe("lineAccuracies", () => {
  it("gives the range the reports support, and a point once that range is at most 10 points wide", () => {
    const figures = lineAccuracies(
      new Map([
        ["mrt3", { reports: 4000, scored: 20_000, accurate: 12_000, detectable: 15_000 }],
        ["lrt1", { reports: 49, scored: 400, accurate: 300, detectable: 320 }],
      ]),
    );
    expect(figures.map((figure) => figure.line_id)).toEqual(["lrt1", "mrt3", "lrt2"]);
    const [lrt1, mrt3, lrt2] = figures;
    // 12,000 judged right where a right estimate would have been 15,000 times: 80 %.
    expect(mrt3).toMatchObject({ enough: true, percent: 80, detectable: 15_000 });
    expect(mrt3?.low).toBeLessThanOrEqual(80);
    expect(mrt3?.high).toBeGreaterThanOrEqual(80);
    expect((mrt3?.high ?? 0) - (mrt3?.low ?? 0)).toBeLessThanOrEqual(10);
    // 49 reports support a wide range, no point; it holds 300 / 320 and reaches 100.
    expect(lrt1).toMatchObject({ enough: false, percent: null, high: 100 });
    expect(lrt1?.low).toBeLessThan(90);
    expect(lrt2).toEqual({
      line_id: "lrt2",
      reports: 0,
      scored: 0,
      accurate: 0,
      detectable: 0,
      enough: false,
      percent: null,
      low: null,
      high: null,
    });
  });

  it("holds the figure within its range, both within 0-100, the range narrowing as reports grow", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 10 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.3, max: 1, noNaN: true }),
        (reports, horizons, judgedShare, detection) => {
          const scored = reports * horizons;
          const tally = {
            reports,
            scored,
            accurate: Math.round(judgedShare * detection * scored),
            detectable: detection * scored,
          };
          const figure = lineAccuracy("lrt2", tally);
          const more = lineAccuracy("lrt2", {
            reports: reports * 4,
            scored: scored * 4,
            accurate: tally.accurate * 4,
            detectable: tally.detectable * 4,
          });
          const point = (100 * tally.accurate) / tally.detectable;
          expect(figure.low).toBeGreaterThanOrEqual(0);
          expect(figure.high).toBeLessThanOrEqual(100);
          expect(figure.low).toBeLessThanOrEqual(Math.min(100, point));
          expect(figure.high).toBeGreaterThanOrEqual(Math.min(100, point));
          expect((more.high ?? 0) - (more.low ?? 0)).toBeLessThanOrEqual(
            (figure.high ?? 0) - (figure.low ?? 0),
          );
          expect(figure.percent === null).toBe((figure.high ?? 0) - (figure.low ?? 0) > 10);
        },
      ),
    );
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
