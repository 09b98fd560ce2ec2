import { describe, expect, it } from "vitest";
import { LINE_IDS } from "../../domain-types";
import { SCHEDULES } from "../../schedule/schedules";
import { SECOND_WORLD_KINDS } from "./second-world-types";
import { simulateSecondWorldDay } from "./simulate-second-world-day";

const MINUTE_MS = 60_000;
const TUESDAY = "2026-11-24";
const simulated = new Map<string, ReturnType<typeof simulateSecondWorldDay>>();
/** Days are simulated once per line, kind and seed, and shared by the tests below. */
function dayOf(lineId: (typeof LINE_IDS)[number], kind: (typeof SECOND_WORLD_KINDS)[number], seed = 3) {
  const key = `${lineId}|${kind}|${seed}`;
  const day =
    simulated.get(key) ?? simulateSecondWorldDay({ lineId, date: TUESDAY, seed, kind, reportShare: 0.1 });
  simulated.set(key, day);
  return day;
}

describe("simulateSecondWorldDay", () => {
  it("gives the same day for the same seed, another for another seed, and the same trains at any share", () => {
    const input = { lineId: "lrt2", date: TUESDAY, seed: 3, kind: "headway", reportShare: 0.1 } as const;
    const day = simulateSecondWorldDay(input);
    expect(JSON.stringify(simulateSecondWorldDay(input))).toBe(JSON.stringify(day));
    expect(simulateSecondWorldDay({ ...input, seed: 4 }).reports).not.toEqual(day.reports);
    const many = simulateSecondWorldDay({ ...input, reportShare: 0.3 });
    expect(JSON.stringify(many.trains)).toBe(JSON.stringify(day.trains));
    expect(many.reports.length).toBeGreaterThan(2 * day.reports.length);
  });

  it.each(LINE_IDS)(
    "%s: a timetable day's trains reach each station within a minute of the timetable, mostly",
    (lineId) => {
      const day = dayOf(lineId, "timetable");
      const minutes = SCHEDULES[lineId].stationMinutes;
      const offsets = day.trains.flatMap((train) => {
        const [origin] = train.stops;
        if (!origin) return [];
        return train.stops.map(
          (stop) =>
            stop.arrivalMs -
            origin.departureMs -
            Math.abs((minutes[stop.stationId] ?? 0) - (minutes[origin.stationId] ?? 0)) * MINUTE_MS,
        );
      });
      const within = offsets.filter((offset) => Math.abs(offset) <= MINUTE_MS).length;
      expect(within / offsets.length).toBeGreaterThan(0.9);
    },
  );

  it.each(LINE_IDS)("%s: a platform never takes two trains of a direction at once", (lineId) => {
    for (const kind of SECOND_WORLD_KINDS) {
      const day = dayOf(lineId, kind);
      const visits = new Map<string, { arrivalMs: number; departureMs: number }[]>();
      for (const train of day.trains)
        for (const stop of train.stops) {
          const key = `${stop.stationId}|${train.direction}`;
          visits.set(key, [...(visits.get(key) ?? []), stop]);
        }
      for (const stops of visits.values()) {
        const sorted = [...stops].sort((a, b) => a.arrivalMs - b.arrivalMs);
        const overlaps = sorted.filter(
          (stop, index) => index > 0 && stop.arrivalMs < (sorted[index - 1]?.departureMs ?? 0),
        );
        expect(overlaps).toEqual([]);
      }
    }
  });

  it("spaces a headway day's trains as asked, and a timetable day's not at all", () => {
    const input = { lineId: "lrt1", date: TUESDAY, seed: 3, reportShare: 0.1 } as const;
    const trainsOf = (kind: "headway" | "timetable", dispatchScale: number) =>
      simulateSecondWorldDay({ ...input, kind, dispatchScale }).trains.length;
    const published = trainsOf("headway", 1);
    // Fewer trains than published at 1.3 headways apart, more at 0.8; the spread around it stays.
    expect(trainsOf("headway", 1.3) / published).toBeCloseTo(1 / 1.3, 1);
    expect(trainsOf("headway", 0.8) / published).toBeCloseTo(1 / 0.8, 1);
    expect(trainsOf("timetable", 1.3)).toBe(trainsOf("timetable", 1));
  });

  it("cuts trains short and turns some back on a headway day", () => {
    const full = SCHEDULES.mrt3.stationMinutes;
    const stations = Object.keys(full).length;
    const days = [1, 2, 3, 4].map((seed) => dayOf("mrt3", "headway", seed));
    const short = days.flatMap((day) => day.trains).filter((train) => train.stops.length < stations);
    expect(short.length).toBeGreaterThan(0);
  });

  it("stops every train on a line-wide or partial closure and riders there say cancelled", () => {
    const days = [1, 2, 3, 4, 5, 6].map((seed) => dayOf("lrt2", "disrupted", seed));
    for (const day of days) {
      const cancelled = day.reports.filter((report) => report.status === "cancelled");
      expect(cancelled.length).toBeGreaterThan(0);
      const fromMs = Math.min(...cancelled.map((report) => Date.parse(report.created_at)));
      const closedStation = cancelled[0]?.station_id;
      const arrivalsThere = [...(day.arrivals.get(closedStation ?? "")?.values() ?? [])].flat();
      // No train comes to a closed station for at least its first ten minutes.
      expect(
        arrivalsThere.filter((at) => at > fromMs + 3 * MINUTE_MS && at < fromMs + 13 * MINUTE_MS),
      ).toEqual([]);
    }
  });

  it("has several riders report one train, most within two minutes of its departure", () => {
    const day = simulateSecondWorldDay({
      lineId: "lrt1",
      date: TUESDAY,
      seed: 5,
      kind: "headway",
      reportShare: 0.3,
    });
    const perPlatform = new Map<string, number[]>();
    for (const train of day.trains)
      for (const stop of train.stops.slice(0, -1)) {
        const platform = `${stop.stationId}|${train.direction}`;
        perPlatform.set(platform, [...(perPlatform.get(platform) ?? []), stop.departureMs]);
      }
    for (const list of perPlatform.values()) list.sort((a, b) => a - b);
    const lags: number[] = [];
    const perDeparture = new Map<string, number>();
    for (const report of day.reports) {
      if (report.status === "cancelled") continue;
      const at = Date.parse(report.created_at);
      const platform = `${report.station_id}|${report.direction}`;
      const left = (perPlatform.get(platform) ?? []).findLast((ms) => ms <= at);
      if (left === undefined) continue;
      lags.push(at - left);
      perDeparture.set(`${platform}|${left}`, (perDeparture.get(`${platform}|${left}`) ?? 0) + 1);
    }
    lags.sort((a, b) => a - b);
    expect(lags[Math.floor(lags.length / 2)] ?? Infinity).toBeLessThan(2 * MINUTE_MS);
    const repeated = [...perDeparture.values()].filter((count) => count >= 2).length;
    expect(repeated / perDeparture.size).toBeGreaterThan(0.15);
  });
});
