import { describe, expect, it } from "vitest";
import { LINE_IDS, type LineId } from "../domain-types";
import { departureMinutes } from "../schedule/departures";
import { servingDirections } from "../schedule/serving-directions";
import { SCENARIOS, type SimulatedDay } from "./service-day";
import { simulateServiceDay } from "./simulate-service-day";

const MINUTE_MS = 60_000;
const MONDAY = "2026-11-23";
const SATURDAY = "2026-11-28";

const days: SimulatedDay[] = LINE_IDS.flatMap((lineId) =>
  SCENARIOS.flatMap((scenario) =>
    [1, 2].map((seed) => simulateServiceDay({ lineId, date: MONDAY, seed, scenario, reportShare: 0.1 })),
  ),
);
/** A Manila-scenario Monday on which one train in ten is reported. */
const manilaMonday = (lineId: LineId, seed: number) =>
  simulateServiceDay({ lineId, date: MONDAY, seed, scenario: "manila", reportShare: 0.1 });
const named = (day: SimulatedDay) => `${day.lineId} ${day.scenario} seed ${day.seed}`;

const endToEndMinutes = (day: SimulatedDay) =>
  day.trains.map(
    (train) => ((train.stops.at(-1)?.arrivalMs ?? 0) - (train.stops[0]?.departureMs ?? 0)) / MINUTE_MS,
  );

describe("simulateServiceDay", () => {
  it("gives the same day for the same seed and another day for another seed", () => {
    const input = {
      lineId: "mrt3" as const,
      date: MONDAY,
      seed: 7,
      scenario: "suspension" as const,
      reportShare: 0.1,
    };
    const day = simulateServiceDay(input);
    expect(simulateServiceDay(input)).toEqual(day);
    const other = simulateServiceDay({ ...input, seed: 8 });
    expect(other.conditions.lineFactor).not.toBe(day.conditions.lineFactor);
    expect(other.reports).not.toEqual(day.reports);
  });

  it("runs the same trains whatever share of them riders report", () => {
    const input = { lineId: "lrt1" as const, date: MONDAY, seed: 3, scenario: "manila" as const };
    const few = simulateServiceDay({ ...input, reportShare: 0.03 });
    const many = simulateServiceDay({ ...input, reportShare: 0.3 });
    expect(many.trains).toEqual(few.trains);
    expect(many.reports.length).toBeGreaterThan(5 * few.reports.length);
  });

  it.each(days.map((day) => [named(day), day] as const))("%s: trains never pass each other", (_, day) => {
    const passes: string[] = [];
    for (const direction of new Set(day.trains.map((train) => train.direction))) {
      const trains = day.trains.filter((train) => train.direction === direction);
      for (let index = 1; index < trains.length; index++) {
        const ahead = trains[index - 1]?.stops ?? [];
        trains[index]?.stops.forEach((stop, stopIndex) => {
          const aheadStop = ahead[stopIndex];
          const clear =
            aheadStop?.stationId === stop.stationId &&
            stop.arrivalMs > aheadStop.departureMs &&
            stop.arrivalMs - aheadStop.arrivalMs >= MINUTE_MS;
          if (!clear) passes.push(`${direction} train ${index} at ${stop.stationId}`);
        });
      }
    }
    expect(passes).toEqual([]);
  });

  it.each(days.map((day) => [named(day), day] as const))(
    "%s: every train arrives before it leaves, and reaches the next station after that",
    (_, day) => {
      const wrong: string[] = [];
      day.trains.forEach((train, trainIndex) => {
        train.stops.forEach((stop, index) => {
          const next = train.stops[index + 1];
          // A platform in between: the train stops there (dwell 20-60 s and more when held).
          const dwellMs = index > 0 && next ? 20_000 : 0;
          const inOrder =
            stop.departureMs - stop.arrivalMs >= dwellMs && (!next || next.arrivalMs > stop.departureMs);
          if (!inOrder) wrong.push(`train ${trainIndex} at ${stop.stationId}`);
        });
      });
      expect(wrong).toEqual([]);
    },
  );

  it.each(days.map((day) => [named(day), day] as const))(
    "%s: riders report only during service, only directions that leave their station, oldest first",
    (_, day) => {
      expect(day.reports.length).toBeGreaterThan(0);
      const createdMs = day.reports.map((report) => Date.parse(report.created_at));
      expect(createdMs).toEqual([...createdMs].sort((a, b) => a - b));
      expect(Math.min(...createdMs)).toBeGreaterThanOrEqual(day.serviceStartMs);
      expect(Math.max(...createdMs)).toBeLessThanOrEqual(day.serviceEndMs);
      const unserved = day.reports.filter(
        (report) => !servingDirections(day.lineId, report.station_id).includes(report.direction),
      );
      expect(unserved).toEqual([]);
      expect(new Set(day.reports.map((report) => report.id)).size).toBe(day.reports.length);
    },
  );

  it.each([0.03, 0.1, 0.3])(
    "riders report about %s of the departures (10 %% of them twice)",
    (reportShare) => {
      const day = simulateServiceDay({
        lineId: "lrt1",
        date: MONDAY,
        seed: 4,
        scenario: "manila",
        reportShare,
      });
      const perDeparture = day.reports.length / day.departureCount;
      expect(perDeparture).toBeGreaterThan(reportShare * 0.9);
      expect(perDeparture).toBeLessThan(reportShare * 1.25);
    },
  );

  it("lets riders' habits be set, keeping the trains: without mistakes every report is a prompt one", () => {
    const input = {
      lineId: "mrt3" as const,
      date: MONDAY,
      seed: 5,
      scenario: "manila" as const,
      reportShare: 0.1,
    };
    const flawless = {
      lateShare: 0,
      onArrivalShare: 0,
      nextStationShare: 0,
      wrongDirectionShare: 0,
      twiceShare: 0,
    };
    const usual = simulateServiceDay(input);
    const day = simulateServiceDay({ ...input, habits: flawless });
    expect(day.trains).toEqual(usual.trains);
    expect(day.habits).toMatchObject(flawless);
    const prompt = (report: (typeof day.reports)[number]) => {
      const createdMs = Date.parse(report.created_at);
      return day.trains.some(
        (train) =>
          train.direction === report.direction &&
          train.stops.some(
            (stop) =>
              stop.stationId === report.station_id &&
              createdMs >= stop.departureMs &&
              createdMs <= stop.departureMs + 90_000,
          ),
      );
    };
    const departures = day.reports.filter((report) => report.status !== "cancelled");
    expect(departures.length).toBeGreaterThan(100);
    expect(departures.filter((report) => !prompt(report))).toEqual([]);
    // The usual day's riders make the mistakes the flawless ones do not.
    expect(
      usual.reports.filter((report) => report.status !== "cancelled" && !prompt(report)).length,
    ).toBeGreaterThan(10);
  });

  it("keeps to the timetable on a calm day", () => {
    for (const lineId of LINE_IDS) {
      const day = simulateServiceDay({ lineId, date: SATURDAY, seed: 5, scenario: "calm", reportShare: 0.1 });
      const timetable = departureMinutes(lineId, true);
      const [first] = day.trains;
      const dispatches = day.trains
        .filter((train) => train.direction === first?.direction)
        .map((train) => train.stops[0]?.departureMs ?? 0);
      expect(dispatches).toHaveLength(timetable.length);
      const dayStartMs = Date.parse(`${SATURDAY}T00:00:00+08:00`);
      const offTimetable = dispatches.filter(
        (dispatchMs, index) =>
          Math.abs(dispatchMs - dayStartMs - (timetable[index] ?? 0) * MINUTE_MS) > 10_000,
      );
      expect(offTimetable).toEqual([]);
      const fullRun = { lrt1: 49, lrt2: 31, mrt3: 32 }[lineId];
      const offRuns = endToEndMinutes(day).filter((minutes) => Math.abs(minutes - fullRun) >= 3);
      expect(offRuns).toEqual([]);
    }
  });

  it("runs MRT-3 45-50 minutes end to end on Manila days, with a factor that changes by seed", () => {
    const factors = [1, 2, 3, 4, 5].map((seed) => {
      const day = manilaMonday("mrt3", seed);
      const runs = endToEndMinutes(day).sort((a, b) => a - b);
      expect(runs[Math.floor(runs.length / 2)]).toBeGreaterThan(42);
      expect(runs[Math.floor(runs.length / 2)]).toBeLessThan(53);
      return day.conditions.lineFactor;
    });
    expect(new Set(factors).size).toBe(5);
  });

  it("drifts off the timetable on Manila days", () => {
    const day = manilaMonday("lrt2", 6);
    const dayStartMs = Date.parse(`${MONDAY}T00:00:00+08:00`);
    const timetable = departureMinutes("lrt2", false).map((minute) => dayStartMs + minute * MINUTE_MS);
    const [first] = day.trains;
    const dispatches = day.trains.filter((train) => train.direction === first?.direction);
    const offBy = (dispatchMs: number) => Math.min(...timetable.map((at) => Math.abs(at - dispatchMs)));
    const farOff = dispatches.filter((train) => offBy(train.stops[0]?.departureMs ?? 0) > 90_000);
    expect(farOff.length).toBeGreaterThan(dispatches.length / 3);
  });

  it("holds a train at an incident and bunches the trains behind it", () => {
    const day = manilaMonday("lrt1", 9);
    expect(day.conditions.incidents.length).toBeGreaterThanOrEqual(1);
    expect(day.conditions.incidents.length).toBeLessThanOrEqual(3);
    for (const incident of day.conditions.incidents) {
      const trains = day.trains.filter((train) => train.direction === incident.direction);
      const heldIndex = trains.findIndex(
        (train) => train.stops[train.heldAtStop]?.stationId === incident.stationId,
      );
      const held = trains[heldIndex];
      const stop = held?.stops[held.heldAtStop];
      expect(stop && stop.departureMs - stop.arrivalMs).toBeGreaterThanOrEqual(incident.holdMs + 20_000);
      expect(stop?.arrivalMs).toBeGreaterThanOrEqual(incident.fromMs);
      // The train behind reaches the same platform no sooner than the held one leaves it.
      const behind = trains[heldIndex + 1]?.stops[held?.heldAtStop ?? 0];
      expect(behind?.arrivalMs).toBeGreaterThan(stop?.departureMs ?? Infinity);
    }
    const delayed = day.reports.filter((report) => report.status === "delayed").length;
    expect(delayed).toBeGreaterThan(0);
    expect(delayed).toBeLessThan(day.reports.length / 3);
  });

  it("runs no train through a suspended stretch and resumes after it; riders there say cancelled", () => {
    for (const lineId of LINE_IDS) {
      const day = simulateServiceDay({
        lineId,
        date: MONDAY,
        seed: 2,
        scenario: "suspension",
        reportShare: 0.3,
      });
      const suspension = day.conditions.suspension;
      if (!suspension) throw new Error("a suspension day without a suspension");
      expect(suspension.toMs - suspension.fromMs).toBeGreaterThanOrEqual(30 * MINUTE_MS);
      expect(suspension.toMs - suspension.fromMs).toBeLessThanOrEqual(60 * MINUTE_MS);
      const stopsThere = day.trains.flatMap((train) =>
        train.stops.filter((stop) => suspension.stationIds.includes(stop.stationId)),
      );
      const during = (ms: number) => ms > suspension.fromMs && ms < suspension.toMs;
      expect(stopsThere.filter((stop) => during(stop.arrivalMs) || during(stop.departureMs))).toEqual([]);
      expect(stopsThere.some((stop) => stop.arrivalMs >= suspension.toMs)).toBe(true);
      const cancelled = day.reports.filter((report) => report.status === "cancelled");
      expect(cancelled.length).toBeGreaterThan(0);
      for (const report of cancelled) {
        expect(suspension.stationIds).toContain(report.station_id);
        expect(during(Date.parse(report.created_at))).toBe(true);
      }
    }
  });
});
