import { describe, expect, it } from "vitest";
import type { Direction } from "../domain-types";
import { computeEtas } from "../eta/compute-etas";
import { departureMinutes } from "../schedule/departures";
import { SCHEDULES } from "../schedule/schedules";
import { travelMinutes } from "../schedule/travel-minutes";
import { manilaDayStartMs } from "../time/manila-time";
import { estimateArrivals } from "./estimate-arrivals";
import type { LineReport } from "./estimate-types";
import { learnedKeptDirections } from "./learned-kept-directions";

const NOW = new Date("2026-11-24T14:00:00+08:00");
const MINUTE_MS = 60_000;
const STATIONS = ["taft", "magallanes", "ayala", "buendia", "guada", "boni", "shaw", "ortigas"];

/**
 * A northbound MRT-3 report of the timetable departure `index` (counted back from now) at a station,
 * sent `lateSeconds` after the train left (the train itself stands 30 s at the platform).
 */
function reportOf(index: number, stationId: string, lateSeconds: number, shiftMinutes = 0): LineReport {
  const dayStartMs = manilaDayStartMs(NOW);
  const position = travelMinutes("mrt3", "northbound", SCHEDULES.mrt3.stationMinutes[stationId] ?? 0);
  const departures = departureMinutes("mrt3", false).map((minute) => dayStartMs + minute * MINUTE_MS);
  const latest = departures.findLastIndex((ms) => ms + (position + 2) * MINUTE_MS < NOW.getTime());
  const originMs = (departures[latest - index] ?? 0) + shiftMinutes * MINUTE_MS;
  const seenMs = originMs + position * MINUTE_MS + 30_000 + lateSeconds * 1000;
  return {
    id: `${stationId}-${index}-${lateSeconds}-${shiftMinutes}`,
    station_id: stationId,
    direction: "northbound",
    status: "on-time",
    crowd_level: "moderate",
    created_at: new Date(seenMs).toISOString(),
  };
}

/** One northbound train, the timetable departure `index` back from the last to have passed Ortigas, seen at each station. */
function oneTrainSeenAt(stations: readonly string[], index: number, shiftMinutes: number): LineReport[] {
  const ortigas = travelMinutes("mrt3", "northbound", SCHEDULES.mrt3.stationMinutes.ortigas ?? 0);
  const origins = departureMinutes("mrt3", false).map((minute) => manilaDayStartMs(NOW) + minute * MINUTE_MS);
  const last = origins.findLastIndex((ms) => ms + (ortigas + 2) * MINUTE_MS < NOW.getTime());
  const originMs = (origins[last - index] ?? 0) + shiftMinutes * MINUTE_MS;
  return stations.map((stationId) => {
    const position = travelMinutes("mrt3", "northbound", SCHEDULES.mrt3.stationMinutes[stationId] ?? 0);
    return {
      id: `${stationId}-train-${index}`,
      station_id: stationId,
      direction: "northbound",
      status: "on-time",
      crowd_level: "moderate",
      created_at: new Date(originMs + position * MINUTE_MS + 70_000).toISOString(),
    };
  });
}

const sorted = (reports: LineReport[]) => reports.sort((a, b) => a.created_at.localeCompare(b.created_at));
const kept = (reports: LineReport[]): Direction[] => learnedKeptDirections("mrt3", sorted(reports), NOW);

describe("learnedKeptDirections", () => {
  it("keeps the timetable while the day's sightings are few, even when one of them is off it", () => {
    expect(kept([])).toEqual([]);
    // The southbound trains nobody has seen yet run as the northbound ones do.
    expect(kept([reportOf(1, "ayala", 40), reportOf(2, "shaw", 40)])).toEqual(["northbound", "southbound"]);
    // One train minutes off the timetable among few is more likely a rider's late report than a day off it.
    expect(kept([reportOf(1, "ayala", 40), reportOf(2, "shaw", 40, 2.5)])).toEqual([
      "northbound",
      "southbound",
    ]);
  });

  it("keeps the timetable of a direction whose trains are seen leaving at its minutes", () => {
    const reports = STATIONS.map((station, index) => reportOf(index * 2, station, 20 + index * 5));
    expect(kept(reports)).toEqual(["northbound", "southbound"]);
  });

  it("keeps it through a few riders' late reports among many that agree", () => {
    const agreeing = STATIONS.map((station, index) => reportOf(index * 2, station, 30));
    const late = [reportOf(3, "guada", 240), reportOf(5, "boni", 300)];
    expect(kept([...agreeing, ...late])).toEqual(["northbound", "southbound"]);
  });

  it("keeps it when one train, held, is seen off it at station after station; leaves it when two are", () => {
    const agreeing = [reportOf(0, "taft", 40), reportOf(2, "ayala", 40), reportOf(4, "guada", 40)];
    const held = (index: number) => oneTrainSeenAt(STATIONS, index, 2.5);
    expect(kept([...agreeing, ...held(1)])).toEqual(["northbound", "southbound"]);
    expect(kept([...agreeing, ...held(1), ...held(3)])).toEqual([]);
  });

  it("keeps it however many trains off it one account reports at station after station; riders of their own take it away", () => {
    const agreeing = [reportOf(0, "taft", 40), reportOf(2, "ayala", 40), reportOf(4, "guada", 40)];
    const off = [1, 3, 5, 7, 9, 11, 13, 15, 17].map((index) =>
      reportOf(index, STATIONS[index % STATIONS.length] ?? "", 40, 2.5),
    );
    const oneAccount = off.map((report) => ({ ...report, reporter: "one-account" }));
    expect(kept([...agreeing, ...oneAccount])).toEqual(["northbound", "southbound"]);
    const ridersOfTheirOwn = off.map((report, index) => ({ ...report, reporter: `rider-${index}` }));
    expect(kept([...agreeing, ...ridersOfTheirOwn])).toEqual([]);
  });

  it("counts a train seen a minute off the timetable as little for it, one seen at its minute as much", () => {
    const off = [1, 3, 5, 7].map((index) => reportOf(index, STATIONS[index] ?? "taft", 40, 2.5));
    const atItsMinute = STATIONS.map((station, index) => reportOf(index * 2, station, 40));
    const aMinuteOff = STATIONS.map((station, index) => reportOf(index * 2, station, 110));
    expect(kept([...off, ...atItsMinute])).toEqual(["northbound", "southbound"]);
    expect(kept([...off, ...aMinuteOff])).toEqual([]);
  });

  it("keeps it through riders who report on the train's arrival or name the station ahead", () => {
    const agreeing = [reportOf(12, "taft", 40)];
    // Seen leaving the station before, reported as leaving the named one: a hop early.
    const namingAhead = (index: number, left: string, named: string) => ({
      ...reportOf(index, left, 40),
      id: `ahead-${index}`,
      station_id: named,
    });
    const early = [
      namingAhead(7, "taft", "magallanes"),
      namingAhead(6, "ayala", "buendia"),
      namingAhead(5, "guada", "boni"),
      namingAhead(4, "boni", "shaw"),
      reportOf(3, "buendia", -20),
      reportOf(2, "ortigas", -20),
      namingAhead(1, "magallanes", "ayala"),
    ];
    expect(kept([...agreeing, ...early])).toEqual(["northbound", "southbound"]);
    // As many trains seen minutes off the timetable in no such way still take it away.
    const off = [7, 6, 5, 4, 3, 2, 1].map((index) => reportOf(index, STATIONS[index] ?? "", 40, 2.5));
    expect(kept([...agreeing, ...off])).toEqual([]);
  });

  it("counts a rider repeating one train as one sighting of it", () => {
    const agreeing = [reportOf(2, "ayala", 40), reportOf(4, "shaw", 40)];
    const repeated = [40, 45, 50, 55, 60].map((lateSeconds) => reportOf(1, "guada", lateSeconds, 2.5));
    expect(kept([...agreeing, ...repeated])).toEqual(["northbound", "southbound"]);
  });

  it("keeps it for riders who report later and stray more than the prior says, once the day shows them", () => {
    // Reported a minute and a half to two after the train left; every third report falls anywhere.
    const riders = (shiftMinutes: (index: number) => number) => [
      ...Array.from({ length: 20 }, (_, index) =>
        reportOf(
          index,
          STATIONS[index % STATIONS.length] ?? "",
          85 + ((index * 17) % 30),
          shiftMinutes(index),
        ),
      ),
      ...Array.from({ length: 9 }, (_, index) =>
        reportOf(
          index * 2 + 1,
          STATIONS[(index * 3) % STATIONS.length] ?? "",
          40,
          1 + ((index * 7) % 10) / 5,
        ),
      ),
    ];
    expect(kept(riders(() => 0))).toEqual(["northbound", "southbound"]);
    // The same riders on a day whose trains leave anywhere between the timetable's minutes.
    expect(kept(riders((index) => ((index * 7) % 10) / 2))).toEqual([]);
  });

  it("leaves the timetable of a direction whose trains run minutes off it", () => {
    const reports = STATIONS.map((station, index) => reportOf(index * 2, station, 30, 2.5));
    expect(kept(reports)).toEqual([]);
    // Trains all a minute and a half late are not riders all reporting two minutes after them.
    const late = STATIONS.flatMap((station, index) => [
      reportOf(index * 2, station, 30 + ((index * 13) % 20), 1.5),
      reportOf(index * 2 + 1, STATIONS[(index + 3) % STATIONS.length] ?? "", 30 + ((index * 7) % 20), 1.5),
    ]);
    expect(kept(late)).toEqual([]);
  });
});

describe("estimateArrivals on a day that keeps the timetable", () => {
  it("shows the timetable's times, naming a train by the rider who saw it leave upstream", () => {
    // Each station's latest train seen leaving it, at the timetable's minute.
    const reports = sorted(STATIONS.map((station) => reportOf(0, station, 30)));
    const input = { lineId: "mrt3" as const, stationId: "cube", now: NOW };
    const northbound = estimateArrivals({ ...input, reports }).filter(
      (eta) => eta.direction === "northbound",
    );
    const timetable = computeEtas({ ...input, reports: [] }).filter((eta) => eta.direction === "northbound");
    expect(northbound.map((eta) => eta.estimatedArrival)).toEqual(
      timetable.map((eta) => eta.estimatedArrival),
    );
    const named = northbound.filter((eta) => eta.basis.kind === "sighting");
    expect(named.length).toBeGreaterThan(0);
    for (const eta of named) expect(eta.basis).toMatchObject({ kind: "sighting", trainSighted: true });
  });
});
