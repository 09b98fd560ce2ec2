import { getStation, type JourneyPlanAnswer } from "@riles/core";
import { describe, expect, it } from "vitest";
import { routeDrawing } from "./route-drawing";

type Leg = JourneyPlanAnswer["journeys"][number]["legs"][number];

const ride = (line_id: "lrt1" | "lrt2" | "mrt3", board: string, alight: string): Leg => ({
  kind: "ride",
  line_id,
  direction: "southbound",
  towards_station_id: "santos",
  board_station_id: board,
  alight_station_id: alight,
  stops: 1,
  departure: "2026-11-24T00:04:00.000Z",
  arrival: "2026-11-24T00:36:00.000Z",
  basis: "timetable",
  fare: 36,
  trouble: null,
  closed: false,
});

const walk = (from: [string, string], to: [string, string]): Leg => ({
  kind: "walk",
  from: { line_id: from[0] as "lrt1", station_id: from[1] },
  to: { line_id: to[0] as "mrt3", station_id: to[1] },
  minutes: 7,
  start: "2026-11-24T00:36:00.000Z",
  end: "2026-11-24T00:43:00.000Z",
});

const position = (line: "lrt1" | "lrt2" | "mrt3", station: string) => {
  const location = getStation(line, station)?.location;
  return [location?.latitude, location?.longitude];
};

describe("routeDrawing", () => {
  it("draws Monumento to Ayala: LRT-1 through its 17 stations, the walk, MRT-3 through 3, and four pins", () => {
    const { paths, stops } = routeDrawing([
      ride("lrt1", "mon", "edsa"),
      walk(["lrt1", "edsa"], ["mrt3", "taft"]),
      ride("mrt3", "taft", "ayala"),
    ]);
    expect(paths.map((path) => [path.kind, path.lineId, path.positions.length])).toEqual([
      ["ride", "lrt1", 17],
      ["walk", "mrt3", 2],
      ["ride", "mrt3", 3],
    ]);
    expect(paths[0]?.positions[0]).toEqual(position("lrt1", "mon"));
    expect(paths[0]?.positions.at(-1)).toEqual(position("lrt1", "edsa"));
    expect(paths[2]?.positions.at(-1)).toEqual(position("mrt3", "ayala"));
    expect(stops.map((stop) => [stop.role, stop.lineId, stop.stationId])).toEqual([
      ["start", "lrt1", "mon"],
      ["change", "lrt1", "edsa"],
      ["change", "mrt3", "taft"],
      ["end", "mrt3", "ayala"],
    ]);
  });

  it("marks a journey that starts with the walk from its first station, and one ride alone with two pins", () => {
    const walkFirst = routeDrawing([walk(["lrt1", "edsa"], ["mrt3", "taft"]), ride("mrt3", "taft", "ayala")]);
    expect(walkFirst.stops.map((stop) => [stop.role, stop.stationId])).toEqual([
      ["start", "edsa"],
      ["change", "taft"],
      ["end", "ayala"],
    ]);
    const oneRide = routeDrawing([ride("lrt1", "edsa", "mon")]);
    expect(oneRide.stops.map((stop) => [stop.role, stop.stationId])).toEqual([
      ["start", "edsa"],
      ["end", "mon"],
    ]);
    expect(oneRide.paths[0]?.positions[0]).toEqual(position("lrt1", "edsa"));
  });
});
