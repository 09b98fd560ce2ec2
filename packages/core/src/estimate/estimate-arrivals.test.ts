import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CROWD_LEVELS, type Direction, type LineId, REPORT_STATUSES } from "../domain-types";
import { computeEtas } from "../eta/compute-etas";
import { directionsOf } from "../lines/directions";
import { LINES } from "../lines/lines-data";
import { servingDirections } from "../schedule/serving-directions";
import { estimateArrivals } from "./estimate-arrivals";
import type { EstimatedArrival, LineReport } from "./estimate-types";

const MINUTE_MS = 60_000;
/** Tuesday 2026-11-24, 10:00 in Manila. */
const NOW = new Date("2026-11-24T10:00:00+08:00");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE_MS).toISOString();

let nextId = 0;
function report(
  stationId: string,
  direction: Direction,
  minutesAgo: number,
  extra: Partial<LineReport> = {},
) {
  nextId += 1;
  return {
    id: `r${nextId}`,
    station_id: stationId,
    direction,
    status: "on-time",
    crowd_level: "moderate",
    created_at: ago(minutesAgo),
    ...extra,
  } satisfies LineReport;
}

const withoutBasis = (etas: readonly EstimatedArrival[]) => etas.map(({ basis: _basis, ...eta }) => eta);
const firstOf = (etas: readonly EstimatedArrival[], direction: Direction) =>
  etas.find((eta) => eta.direction === direction);

const stationArbitrary = fc
  .constantFrom(...LINES)
  .chain((line) => fc.record({ line: fc.constant(line), station: fc.constantFrom(...line.stations) }));
const instantArbitrary = fc
  .integer({ min: 0, max: 7 * 24 * 60 })
  .map((minute) => new Date(Date.parse("2026-11-23T00:00:00+08:00") + minute * MINUTE_MS + 17_000));

describe("estimateArrivals, where it must be the spec's engine", () => {
  it("equals computeEtas when the line has no reports", () => {
    fc.assert(
      fc.property(stationArbitrary, instantArbitrary, ({ line, station }, now) => {
        const input = { lineId: line.id, stationId: station.id, now, reports: [] };
        expect(withoutBasis(estimateArrivals(input))).toEqual(computeEtas(input));
      }),
    );
  });

  it("equals computeEtas when the only reports are the station's own", () => {
    const ownReport = (lineId: LineId, stationId: string, now: Date) =>
      fc
        .record({
          direction: fc.constantFrom(...directionsOf(lineId)),
          status: fc.constantFrom(...REPORT_STATUSES),
          crowd_level: fc.constantFrom(...CROWD_LEVELS),
          minutesAgo: fc.integer({ min: 0, max: 120 }),
          serial: fc.nat(),
        })
        .map(
          (fields): LineReport => ({
            id: `own-${fields.serial}`,
            station_id: stationId,
            direction: fields.direction,
            status: fields.status,
            crowd_level: fields.crowd_level,
            created_at: new Date(now.getTime() - fields.minutesAgo * MINUTE_MS).toISOString(),
          }),
        );
    fc.assert(
      fc.property(
        stationArbitrary.chain(({ line, station }) =>
          instantArbitrary.chain((now) =>
            fc
              .array(ownReport(line.id, station.id, now), { maxLength: 6 })
              .map((reports) => ({ line, station, now, reports })),
          ),
        ),
        ({ line, station, now, reports }) => {
          const sorted = [...reports].sort((a, b) => a.created_at.localeCompare(b.created_at));
          const input = { lineId: line.id, stationId: station.id, now, reports: sorted };
          expect(withoutBasis(estimateArrivals(input))).toEqual(computeEtas(input));
        },
      ),
    );
  });

  it("reads the first listed of the station's reports made in the same instant, as computeEtas does", () => {
    const sameInstant = { created_at: ago(2), status: "delayed" } as const;
    const reports = [
      report("cube", "northbound", 0, { ...sameInstant, crowd_level: "packed" }),
      report("cube", "northbound", 0, { ...sameInstant, crowd_level: "empty" }),
    ];
    const input = { lineId: "mrt3", stationId: "cube", now: NOW, reports } as const;
    expect(withoutBasis(estimateArrivals(input))).toEqual(computeEtas(input));
  });

  it("reads the first listed of three same-instant reports when another kind lies between two of one kind", () => {
    const at = { created_at: ago(6) } as const;
    const reports = [
      report("cube", "northbound", 0, { ...at, status: "cancelled" }),
      report("cube", "northbound", 0, { ...at, status: "on-time" }),
      report("cube", "northbound", 0, { ...at, status: "cancelled" }),
    ];
    const input = { lineId: "mrt3", stationId: "cube", now: NOW, reports } as const;
    expect(withoutBasis(estimateArrivals(input))).toEqual(computeEtas(input));
    expect(firstOf(estimateArrivals(input), "northbound")?.status).toBe("cancelled");
  });

  it("says the timetable or the station's own report is what each estimate rests on", () => {
    const quiet = estimateArrivals({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [] });
    expect(quiet.every((eta) => eta.basis.kind === "timetable")).toBe(true);
    const own = report("cube", "northbound", 4, { status: "delayed" });
    const reported = estimateArrivals({ lineId: "mrt3", stationId: "cube", now: NOW, reports: [own] });
    expect(firstOf(reported, "northbound")?.basis).toEqual({
      kind: "station-report",
      reportId: own.id,
      reportedAt: own.created_at,
      status: "delayed",
      crowdLevel: "moderate",
    });
    expect(firstOf(reported, "southbound")?.basis).toEqual({ kind: "timetable" });
  });
});

describe("estimateArrivals from sightings", () => {
  it("moves the next northbound train at stations north of a sighting, not south of it", () => {
    // A train seen leaving Ayala 30 s ago, northbound, off the timetable's minute.
    const sighting = report("ayala", "northbound", 0.5);
    const reports = [sighting];
    for (const [stationId, ahead] of [
      ["buendia", true],
      ["guada", true],
      ["shaw", true],
      ["magallanes", false],
      ["taft", false],
    ] as const) {
      const before = estimateArrivals({ lineId: "mrt3", stationId, now: NOW, reports: [] });
      const after = estimateArrivals({ lineId: "mrt3", stationId, now: NOW, reports });
      const seen = firstOf(after, "northbound");
      if (ahead) {
        expect(seen?.basis).toMatchObject({ kind: "sighting", stationId: "ayala", reportId: sighting.id });
      } else {
        expect(seen?.basis).not.toMatchObject({ reportId: sighting.id });
      }
      expect(firstOf(after, "southbound")?.estimatedArrival).toEqual(
        firstOf(before, "southbound")?.estimatedArrival,
      );
    }
  });

  // MRT-3's timetable at mid-morning: a train leaves Taft every 5 minutes, on the hour's fives; Ayala is 6
  // minutes on, Buendia 8 and Guadalupe 11.
  const at = (clock: string) => new Date(`2026-11-24T${clock}+08:00`);
  const sightedAt = (stationId: string, clock: string) =>
    report(stationId, "northbound", 0, { created_at: at(clock).toISOString() });
  const firstNorthbound = (stationId: string, now: Date, reports: LineReport[]) =>
    firstOf(estimateArrivals({ lineId: "mrt3", stationId, now, reports }), "northbound");

  it("on a day off the timetable, brings a train seen ahead of it to the next station after the run between them", () => {
    // The 10:00 train from Taft leaves Ayala at 10:06; this one left at about 10:04:30.
    const sighting = sightedAt("ayala", "10:05:10");
    const now = at("10:05:30");
    const offTimetable = { lineId: "mrt3" as const, stationId: "buendia", now, keptDirections: [] };
    expect(firstNorthbound("buendia", now, [])?.estimatedArrival).toEqual(at("10:08:00"));
    const next = firstOf(estimateArrivals({ ...offTimetable, reports: [sighting] }), "northbound");
    const minutesAway = ((next?.estimatedArrival.getTime() ?? 0) - now.getTime()) / MINUTE_MS;
    // It left about 1.5 minutes early and runs the spec's 2 minutes: shown early rather than late.
    expect(minutesAway).toBeGreaterThanOrEqual(0.5);
    expect(minutesAway).toBeLessThan(1.8);
    expect(next?.basis).toMatchObject({ kind: "sighting", stationId: "ayala", trainSighted: true });
  });

  it("keeps the timetable on a day that keeps it, whatever a lone sighting says", () => {
    const sighting = sightedAt("ayala", "10:05:10");
    const next = firstNorthbound("buendia", at("10:05:30"), [sighting]);
    expect(next?.estimatedArrival).toEqual(at("10:08:00"));
    expect(next?.basis).toMatchObject({ kind: "sighting", reportId: sighting.id, trainSighted: false });
  });

  it("takes a lone sighting later than the timetable for a late report of the timetable's train", () => {
    // The 10:00 train from Taft left Ayala at 10:06; a rider reports it leaving at 10:08:40.
    const sighting = sightedAt("ayala", "10:08:40");
    const next = firstNorthbound("guada", at("10:09:00"), [sighting]);
    expect(next?.estimatedArrival).toEqual(at("10:11:00"));
    expect(next?.basis).toMatchObject({ kind: "sighting", reportId: sighting.id, trainSighted: true });
  });

  it("takes a train seen at several stations for one train, dated where it was seen last", () => {
    // One train seen leaving Taft, Buendia and Boni, taking 1.5 times the spec's minutes between them.
    const reports = [
      report("taft", "northbound", 20.5),
      report("buendia", "northbound", 20.5 - 8 * 1.5),
      report("boni", "northbound", 20.5 - 13 * 1.5),
    ];
    // On a day whose trains are off the timetable: three sightings alone may not tell that yet.
    const northbound = estimateArrivals({
      lineId: "mrt3",
      stationId: "ortigas",
      now: NOW,
      reports,
      keptDirections: [],
    }).filter((eta) => eta.direction === "northbound");
    const minutesAway = northbound.map((eta) => (eta.estimatedArrival.getTime() - NOW.getTime()) / MINUTE_MS);
    // From Boni (seen 1 min ago) to Ortigas: 6 spec minutes, more at the run times learned; the train
    // before it and the one after follow by the headway, not a phantom train per sighting.
    expect(minutesAway.filter((minutes) => minutes > 4 && minutes < 8.5)).toHaveLength(1);
    expect(
      minutesAway.every((minutes, index) => index === 0 || minutes - (minutesAway[index - 1] ?? 0) > 3),
    ).toBe(true);
    expect(northbound.every((eta) => eta.basis.kind === "sighting" && eta.basis.stationId === "boni")).toBe(
      true,
    );
  });

  it("takes a sighting further on that puts a seen train minutes later for a late report, not a train", () => {
    // Seen leaving Ayala 4 minutes ago; a rider at Buendia, two spec minutes on, reports it only now.
    const reports = [report("ayala", "northbound", 4), report("buendia", "northbound", 0)];
    const minutesAway = estimateArrivals({
      lineId: "mrt3",
      stationId: "guada",
      now: NOW,
      reports,
      keptDirections: [],
      runTimeFactor: 1,
    })
      .filter((eta) => eta.direction === "northbound")
      .map((eta) => (eta.estimatedArrival.getTime() - NOW.getTime()) / MINUTE_MS);
    // Ayala to Guadalupe is 5 spec minutes: the train is due about now, and the next one a headway on,
    // not a phantom train two minutes behind it.
    expect(minutesAway[0]).toBeLessThan(1);
    expect((minutesAway[1] ?? 0) - (minutesAway[0] ?? 0)).toBeGreaterThan(3);
  });

  it("no longer shows a train once it is seen leaving the station itself: the next is the one after it", () => {
    // Seen leaving Ayala at 10:05:10, due at Guadalupe, 5 spec minutes on, at about 10:09:30; then seen
    // leaving Guadalupe early, at 10:08:40.
    const upstream = sightedAt("ayala", "10:05:10");
    const now = at("10:09:00");
    const input = { lineId: "mrt3" as const, stationId: "guada", now, keptDirections: [], runTimeFactor: 1 };
    const minutesAway = (reports: LineReport[]) => {
      const next = firstOf(estimateArrivals({ ...input, reports }), "northbound");
      return ((next?.estimatedArrival.getTime() ?? 0) - now.getTime()) / MINUTE_MS;
    };
    expect(minutesAway([upstream])).toBeLessThan(1);
    const afterIt = minutesAway([upstream, sightedAt("guada", "10:08:40")]);
    expect(afterIt).toBeGreaterThan(2.5);
    expect(afterIt).toBeLessThan(6);
  });

  it("never names a train seen past the station as what a coming train rests on", () => {
    // A train seen leaving Boni, past Guadalupe; the trains still to come to Guadalupe are spaced by it.
    const past = sightedAt("boni", "10:08:50");
    const input = { lineId: "mrt3" as const, stationId: "guada", now: at("10:09:00"), keptDirections: [] };
    const northbound = (reports: LineReport[]) =>
      estimateArrivals({ ...input, reports }).filter((eta) => eta.direction === "northbound");
    // Each list is checked non-empty first: an empty one would pass every check below.
    const afterPast = northbound([past]);
    expect(afterPast.length).toBeGreaterThan(0);
    expect(afterPast.map((eta) => eta.basis)).toEqual(afterPast.map(() => ({ kind: "timetable" })));
    const upstream = sightedAt("magallanes", "09:55:00");
    const afterUpstream = northbound([upstream, past]);
    expect(afterUpstream.length).toBeGreaterThan(0);
    for (const eta of afterUpstream)
      expect(eta.basis).toMatchObject({ kind: "sighting", reportId: upstream.id, trainSighted: false });
  });

  it("does not move the other direction for a report in one", () => {
    fc.assert(
      fc.property(stationArbitrary, fc.integer({ min: 0, max: 20 }), ({ line, station }, minutesAgo) => {
        const [increasing, decreasing] = directionsOf(line.id);
        const other = line.stations.find((candidate) => candidate.id !== station.id);
        if (!other || !servingDirections(line.id, other.id).includes(increasing)) return;
        const base = [report(other.id, decreasing, 90)].filter((row) =>
          servingDirections(line.id, other.id).includes(row.direction),
        );
        const input = { lineId: line.id, stationId: station.id, now: NOW };
        const before = estimateArrivals({ ...input, reports: base });
        const after = estimateArrivals({
          ...input,
          reports: [...base, report(other.id, increasing, minutesAgo)],
        });
        const untouched = (etas: readonly EstimatedArrival[]) =>
          etas.filter((eta) => eta.direction === decreasing);
        if (base.length > 0) expect(untouched(after)).toEqual(untouched(before));
      }),
    );
  });

  it("marks the trains a cancellation upstream covers, and not once trains are seen there again", () => {
    const cancelled = report("ayala", "northbound", 5, { status: "cancelled", corroborated: true });
    // Buendia is one stop past Ayala: every train still to come there had not passed Ayala 5 minutes ago.
    const during = estimateArrivals({ lineId: "mrt3", stationId: "buendia", now: NOW, reports: [cancelled] });
    expect(firstOf(during, "northbound")?.status).toBe("cancelled");
    expect(firstOf(during, "southbound")?.status).toBe("on-time");
    const resumed = estimateArrivals({
      lineId: "mrt3",
      stationId: "buendia",
      now: NOW,
      reports: [cancelled, report("magallanes", "northbound", 1)],
    });
    expect(firstOf(resumed, "northbound")?.status).toBe("on-time");
  });

  it("heeds one rider's cancellation at its own station only, until riders back it", () => {
    const alone = report("ayala", "northbound", 5, { status: "cancelled" });
    const downstream = estimateArrivals({ lineId: "mrt3", stationId: "buendia", now: NOW, reports: [alone] });
    expect(firstOf(downstream, "northbound")?.status).toBe("on-time");
    const there = estimateArrivals({ lineId: "mrt3", stationId: "ayala", now: NOW, reports: [alone] });
    expect(firstOf(there, "northbound")?.status).toBe("cancelled");
    // A second rider's report, pushed marked, backs the first one a phone already holds unmarked; made at
    // Guadalupe, past Buendia, it stops nothing there itself.
    const backing = report("guada", "northbound", 4, { status: "cancelled", corroborated: true });
    const backed = estimateArrivals({
      lineId: "mrt3",
      stationId: "buendia",
      now: NOW,
      reports: [alone, backing],
    });
    expect(firstOf(backed, "northbound")?.status).toBe("cancelled");
  });

  it("names the station's own report as the basis when it is newer than the sighting", () => {
    const sighting = report("ayala", "northbound", 3);
    const own = report("shaw", "northbound", 1, { status: "delayed", crowd_level: "packed" });
    const [next] = estimateArrivals({
      lineId: "mrt3",
      stationId: "shaw",
      now: NOW,
      reports: [sighting, own],
    }).filter((eta) => eta.direction === "northbound");
    expect(next?.status).toBe("delayed");
    expect(next?.basis).toMatchObject({ kind: "station-report", reportId: own.id, status: "delayed" });
  });

  it("leaves its input as it was", () => {
    const reports = Object.freeze([report("ayala", "northbound", 3), report("shaw", "southbound", 1)]);
    const copy = JSON.parse(JSON.stringify(reports));
    estimateArrivals({ lineId: "mrt3", stationId: "cube", now: NOW, reports });
    expect(reports).toEqual(copy);
  });
});
