import { describe, expect, it, vi } from "vitest";
import { LINE_IDS, type LineId } from "../domain-types";
import { SCHEDULES } from "../schedule/schedules";
import { DISCOUNT_ROUNDING } from "./fare-rules";
import { type FareKind, legFare } from "./leg-fare";

const NOW = new Date("2026-11-30T12:00:00+08:00");
const BEEP: FareKind = { medium: "beep", rider: "regular" };
const SINGLE: FareKind = { medium: "single-journey", rider: "regular" };

const stationsOf = (lineId: LineId) => Object.keys(SCHEDULES[lineId].stationMinutes);
const pairsOf = (lineId: LineId) =>
  stationsOf(lineId).flatMap((from) =>
    stationsOf(lineId)
      .filter((to) => to !== from)
      .map((to) => [from, to] as const),
  );
const faresOf = (lineId: LineId, kind: FareKind) =>
  pairsOf(lineId).map(([from, to]) => legFare(lineId, from, to, kind, NOW) ?? Number.NaN);

describe("legFare: the published spot checks (docs/fares.md)", () => {
  it("LRT-1: Dr. Santos to Fernando Poe Jr. 52 by beep, 55 single journey; Baclaran to Monumento 40 single journey", () => {
    expect(legFare("lrt1", "santos", "fpr", BEEP, NOW)).toBe(52);
    expect(legFare("lrt1", "santos", "fpr", SINGLE, NOW)).toBe(55);
    expect(legFare("lrt1", "baclaran", "mon", SINGLE, NOW)).toBe(40);
  });

  it("LRT-1: Monumento to Doroteo Jose is 24 both ways (the transcriptions' one disagreement)", () => {
    expect(legFare("lrt1", "mon", "doro", BEEP, NOW)).toBe(24);
    expect(legFare("lrt1", "doro", "mon", BEEP, NOW)).toBe(24);
  });

  it("each line's fares span the published ranges", () => {
    const range = (fares: number[]) => [Math.min(...fares), Math.max(...fares)];
    // The published 16-52 by beep: the transcribed matrix's least fare is 17.
    const lrt1Beep = range(faresOf("lrt1", BEEP));
    expect(lrt1Beep[0]).toBeGreaterThanOrEqual(16);
    expect(lrt1Beep[1]).toBe(52);
    expect(range(faresOf("lrt1", SINGLE))).toEqual([20, 55]);
    expect(range(faresOf("lrt2", BEEP))).toEqual([14, 33]);
    expect(range(faresOf("lrt2", SINGLE))).toEqual([15, 35]);
    expect(range(faresOf("mrt3", SINGLE))).toEqual([13, 28]);
  });

  it("MRT-3 by stations travelled: 1-2 stations 13, 3-4 16, 5-7 20, 8-10 24, 11-12 28, beep the same", () => {
    const fromTaft = [
      "magallanes",
      "ayala",
      "buendia",
      "guada",
      "boni",
      "shaw",
      "ortigas",
      "santolan",
      "cube",
      "ktv",
      "qs",
      "ns",
    ];
    const expected = [13, 13, 16, 16, 20, 20, 20, 24, 24, 24, 28, 28];
    expect(fromTaft.map((to) => legFare("mrt3", "taft", to, SINGLE, NOW))).toEqual(expected);
    expect(fromTaft.map((to) => legFare("mrt3", "taft", to, BEEP, NOW))).toEqual(expected);
  });

  it("half fares are rounded up to the peso: 55 to 28, 35 to 18, 15 to 8", () => {
    const student: FareKind = { medium: "single-journey", rider: "student" };
    expect(legFare("lrt1", "santos", "fpr", student, NOW)).toBe(28);
    expect(legFare("lrt2", "rect", "emerald", { ...student, rider: "senior" }, NOW)).toBe(18);
    expect(legFare("lrt2", "rect", "legal", { ...student, rider: "pwd" }, NOW)).toBe(8);
  });

  it("each discount starts on its own day: students from 20 June 2025, seniors and PWD from 16 July 2025", () => {
    const julyFirst = new Date("2025-07-01T12:00:00+08:00");
    expect(legFare("lrt1", "santos", "fpr", { medium: "beep", rider: "student" }, julyFirst)).toBe(26);
    expect(legFare("lrt1", "santos", "fpr", { medium: "beep", rider: "senior" }, julyFirst)).toBe(42);
    expect(
      legFare(
        "lrt1",
        "santos",
        "fpr",
        { medium: "beep", rider: "pwd" },
        new Date("2025-07-16T00:00:00+08:00"),
      ),
    ).toBe(26);
  });
});

describe("legFare: every pair", () => {
  it.each(LINE_IDS)(
    "%s: the same both ways, never below the line's least fare, and a single journey never cheaper than beep",
    (lineId) => {
      for (const [from, to] of pairsOf(lineId)) {
        const beep = legFare(lineId, from, to, BEEP, NOW);
        expect(beep).toBe(legFare(lineId, to, from, BEEP, NOW));
        expect(legFare(lineId, from, to, SINGLE, NOW)).toBeGreaterThanOrEqual(
          beep ?? Number.POSITIVE_INFINITY,
        );
      }
    },
  );

  it("a single journey on the LRTs is a multiple of 5 pesos less than 5 above the beep fare, or the least fare", () => {
    for (const lineId of ["lrt1", "lrt2"] as const) {
      const least = Math.min(...faresOf(lineId, SINGLE));
      for (const [from, to] of pairsOf(lineId)) {
        const single = legFare(lineId, from, to, SINGLE, NOW) ?? 0;
        const beep = legFare(lineId, from, to, BEEP, NOW) ?? 0;
        expect(single % 5).toBe(0);
        expect(single === least || single - beep < 5).toBe(true);
      }
    }
  });

  it("no fare for a ride that goes nowhere or a station of another line", () => {
    expect(legFare("lrt1", "mon", "mon", BEEP, NOW)).toBeUndefined();
    expect(legFare("lrt1", "mon", "ayala", BEEP, NOW)).toBeUndefined();
  });
});

describe("legFare: a discount's first day starts at Manila midnight", () => {
  const fare = (rider: "student" | "senior", at: string) =>
    legFare("lrt1", "santos", "fpr", { medium: "beep", rider }, new Date(at));

  it("students: 20 % (52 to 42) until 19 June 2025 ends in Manila, half (26) from 20 June", () => {
    expect(fare("student", "2025-06-19T23:59:00+08:00")).toBe(42);
    // 16:00 UTC on the 19th is already the 20th in Manila.
    expect(fare("student", "2025-06-19T16:00:00Z")).toBe(26);
  });

  it("seniors: 20 % until 15 July 2025 ends in Manila, half from 16 July", () => {
    expect(fare("senior", "2025-07-15T23:59:00+08:00")).toBe(42);
    expect(fare("senior", "2025-07-15T16:00:00Z")).toBe(26);
  });
});

describe("legFare: a discounted fare's rounding", () => {
  it("is the one rule in fare-rules.ts, so that correcting that medium-confidence figure is one edit there", () => {
    const round = vi.spyOn(DISCOUNT_ROUNDING, "round");
    try {
      expect(legFare("lrt1", "santos", "fpr", { medium: "single-journey", rider: "student" }, NOW)).toBe(28);
      expect(round).toHaveBeenCalledWith(27.5);
    } finally {
      round.mockRestore();
    }
  });
});
