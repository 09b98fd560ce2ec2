import { describe, expect, it } from "vitest";
import { LINES } from "../lines/lines-data";
import { servingDirections } from "./serving-directions";

describe("servingDirections", () => {
  it("gives a terminus only the direction that leaves it", () => {
    expect(servingDirections("mrt3", "ns")).toEqual(["southbound"]);
    expect(servingDirections("mrt3", "taft")).toEqual(["northbound"]);
    expect(servingDirections("lrt1", "fpr")).toEqual(["southbound"]);
    expect(servingDirections("lrt1", "santos")).toEqual(["northbound"]);
    expect(servingDirections("lrt2", "rect")).toEqual(["eastbound"]);
  });

  it("gives every other station both directions, and an unknown station none", () => {
    expect(servingDirections("mrt3", "cube")).toEqual(["northbound", "southbound"]);
    expect(servingDirections("lrt2", "cube")).toEqual([]);
  });

  it("leaves exactly two stations of each line with one direction, its first and last", () => {
    for (const line of LINES) {
      const single = line.stations.filter((station) => servingDirections(line.id, station.id).length === 1);
      const ends = [line.stations[0]?.id, line.stations.at(-1)?.id].sort();
      expect(single.map((station) => station.id).sort(), line.id).toEqual(ends);
    }
  });
});
