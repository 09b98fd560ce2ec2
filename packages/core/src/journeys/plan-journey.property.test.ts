import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LINE_IDS, type LineId } from "../domain-types";
import { FARE_MEDIA, RIDER_CATEGORIES } from "../fares/fare-rules";
import type { StationRef } from "../lines/interchanges";
import { LINES } from "../lines/lines-data";
import { isLineOpen } from "../open-hours/is-line-open";
import { simulateServiceDay } from "../simulation/simulate-service-day";
import type { Journey, JourneyInput } from "./journey-types";
import { planJourney } from "./plan-journey";

const DAY_START_MS = Date.parse("2026-11-30T00:00:00+08:00");
const DAY_MS = 86_400_000;
const ALL_STATIONS: StationRef[] = LINES.flatMap((line) =>
  line.stations.map((station) => ({ lineId: line.id, stationId: station.id })),
);
const station = fc.constantFrom(...ALL_STATIONS);
const lineStations = (lineId: LineId) => ALL_STATIONS.filter((ref) => ref.lineId === lineId);
const fareKind = fc.record({
  medium: fc.constantFrom(...FARE_MEDIA),
  rider: fc.constantFrom(...RIDER_CATEGORIES),
});
/** Any minute of a Monday to Sunday week. */
const instant = fc
  .integer({ min: 0, max: 7 * 24 * 60 - 1 })
  .map((minute) => new Date(DAY_START_MS + minute * 60_000));

// Simulated reports of one manila day per line, so that live plans are checked too.
const DAY_REPORTS = Object.fromEntries(
  LINE_IDS.map((lineId) => [
    lineId,
    simulateServiceDay({ lineId, date: "2026-11-30", seed: 3, scenario: "manila", reportShare: 0.1 }).reports,
  ]),
);
const reportsUpTo = (now: Date): JourneyInput["reports"] =>
  Object.fromEntries(
    LINE_IDS.map((lineId) => [
      lineId,
      (DAY_REPORTS[lineId] ?? []).filter((report) => Date.parse(report.created_at) <= now.getTime()),
    ]),
  );

const everyJourney = (input: JourneyInput): Journey[] => {
  const plan = planJourney(input);
  return [...plan.journeys, ...(plan.firstNextDay ? [plan.firstNextDay] : [])];
};

describe("planJourney properties", () => {
  it("never boards a line while it is closed, and its times never go backwards", () => {
    fc.assert(
      fc.property(station, station, instant, fareKind, fc.boolean(), (from, to, now, fare, live) => {
        fc.pre(from !== to);
        const reports = live && now.getTime() < DAY_START_MS + DAY_MS ? reportsUpTo(now) : undefined;
        for (const journey of everyJourney({ from, to, now, fare, reports })) {
          let clockMs = now.getTime();
          for (const leg of journey.legs) {
            const [startMs, endMs] =
              leg.kind === "ride"
                ? [leg.departure.getTime(), leg.arrival.getTime()]
                : [leg.start.getTime(), leg.end.getTime()];
            expect(startMs).toBeGreaterThanOrEqual(clockMs);
            expect(endMs).toBeGreaterThan(startMs);
            if (leg.kind === "ride") expect(isLineOpen(leg.lineId, leg.departure)).toBe(true);
            clockMs = endMs;
          }
          expect(journey.arrival.getTime()).toBe(clockMs);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("a same-line journey never changes, and costs the same both ways", () => {
    const sameLine = fc
      .constantFrom(...LINE_IDS)
      .chain((lineId) =>
        fc.tuple(fc.constantFrom(...lineStations(lineId)), fc.constantFrom(...lineStations(lineId))),
      );
    fc.assert(
      fc.property(sameLine, instant, fareKind, ([from, to], now, fare) => {
        fc.pre(from.stationId !== to.stationId);
        const there = everyJourney({ from, to, now, fare });
        const back = everyJourney({ from: to, to: from, now, fare });
        // Both ways have a journey (the next test's claim): empty lists would pass every check below.
        expect(there.length).toBeGreaterThan(0);
        expect(back.length).toBeGreaterThan(0);
        for (const journey of [...there, ...back]) {
          expect(journey.transfers).toBe(0);
          expect(journey.legs.every((leg) => leg.kind === "ride" && leg.lineId === from.lineId)).toBe(true);
        }
        expect(there[0]?.fare).toBe(back[0]?.fare);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it("offers a journey from any station to any other, today or on the next service day", () => {
    fc.assert(
      fc.property(station, station, instant, (from, to, now) => {
        fc.pre(from !== to);
        expect(
          everyJourney({ from, to, now, fare: { medium: "beep", rider: "regular" } }).length,
        ).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
