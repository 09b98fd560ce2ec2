import { describe, expect, it } from "vitest";
import { distanceMeters } from "../geo/distance";
import { DIRECTION_LABELS, directionsOf, isDirectionOf } from "./directions";
import { getLine, getStation, isLineId } from "./lines";
import { LINES } from "./lines-data";

const stationIds = (lineId: string) => getLine(lineId)?.stations.map((station) => station.id);

describe("LINES", () => {
  it("lists LRT-1, MRT-3 and LRT-2 in that order with the product's names and colours", () => {
    expect(LINES.map(({ id, name, color }) => ({ id, name, color }))).toEqual([
      { id: "lrt1", name: "LRT-1", color: "#4338ca" },
      { id: "mrt3", name: "MRT-3", color: "#ca8a04" },
      { id: "lrt2", name: "LRT-2", color: "#be185d" },
    ]);
  });

  it("has every station in display order", () => {
    expect(stationIds("lrt1")).toEqual(
      "fpr bal mon fifth rpapa abad blum tay bam doro carr central un pedro quirino vito gil libertad edsa baclaran redemp mia pitx ninoy santos".split(
        " ",
      ),
    );
    expect(stationIds("mrt3")).toEqual(
      "ns qs ktv cube santolan ortigas shaw boni guada buendia ayala magallanes taft".split(" "),
    );
    expect(stationIds("lrt2")).toEqual(
      "rect legal pureza vmapa jruiz gilmore betty araneta anonas katip santolan2 masinag emerald".split(" "),
    );
  });

  it("uses the product's station names", () => {
    expect(getLine("lrt1")?.stations.map((station) => station.name)).toEqual([
      "Fernando Poe Jr.",
      "Balintawak",
      "Monumento",
      "5th Avenue",
      "R. Papa",
      "Abad Santos",
      "Blumentritt",
      "Tayuman",
      "Bambang",
      "Doroteo Jose",
      "Carriedo",
      "Central Terminal",
      "United Nations",
      "Pedro Gil",
      "Quirino",
      "Vito Cruz",
      "Gil Puyat",
      "Libertad",
      "EDSA",
      "Baclaran",
      "Redemptorist–Aseana",
      "MIA Road",
      "PITX",
      "Ninoy Aquino Avenue",
      "Dr. Santos",
    ]);
    expect(getStation("mrt3", "cube")?.name).toBe("Araneta Center-Cubao");
    expect(getStation("lrt2", "araneta")?.name).toBe("Araneta Center-Cubao");
    expect(getStation("lrt2", "emerald")?.name).toBe("Antipolo");
    expect(getStation("lrt2", "masinag")?.name).toBe("Marikina-Pasig");
  });

  it("places every station in the Manila area", () => {
    for (const line of LINES) {
      for (const { location } of line.stations) {
        expect(location.latitude).toBeGreaterThan(14.48);
        expect(location.latitude).toBeLessThan(14.66);
        expect(location.longitude).toBeGreaterThan(120.98);
        expect(location.longitude).toBeLessThan(121.13);
      }
    }
  });

  it("spaces neighbouring stations like the real lines (0.5 to 2.5 km), catching coordinate typos", () => {
    for (const line of LINES) {
      line.stations.slice(1).forEach((station, index) => {
        const previous = line.stations[index];
        if (!previous) throw new Error("unreachable");
        const metres = distanceMeters(previous.location, station.location);
        expect(metres, `${previous.name} to ${station.name}`).toBeGreaterThan(500);
        expect(metres, `${previous.name} to ${station.name}`).toBeLessThan(2500);
      });
    }
  });

  it("keeps station ids unique within a line", () => {
    for (const line of LINES) {
      expect(new Set(line.stations.map((station) => station.id)).size).toBe(line.stations.length);
    }
  });

  it("orders each line geographically (the termini are the extreme stations)", () => {
    const lrt1 = getLine("lrt1")?.stations ?? [];
    expect(lrt1[0]?.location.longitude).toBeGreaterThan(121.02);
    expect(lrt1.at(-1)?.location.latitude).toBeLessThan(14.49);
    const lrt2 = getLine("lrt2")?.stations ?? [];
    const longitudes = lrt2.map((station) => station.location.longitude);
    expect(longitudes).toEqual([...longitudes].sort((a, b) => a - b));
    const mrt3 = getLine("mrt3")?.stations ?? [];
    const latitudes = mrt3.map((station) => station.location.latitude);
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a));
  });
});

describe("getLine and getStation", () => {
  it("find what exists and nothing else", () => {
    expect(getLine("mrt3")?.name).toBe("MRT-3");
    expect(getLine("pnr")).toBeUndefined();
    expect(getStation("lrt1", "edsa")?.name).toBe("EDSA");
    expect(getStation("mrt3", "edsa")).toBeUndefined();
    expect(getStation("nope", "edsa")).toBeUndefined();
    expect(isLineId("lrt2")).toBe(true);
    expect(isLineId("LRT2")).toBe(false);
    expect(isLineId(undefined)).toBe(false);
  });
});

describe("directions", () => {
  it("are north/south on LRT-1 and MRT-3 and east/west on LRT-2", () => {
    expect(directionsOf("lrt1")).toEqual(["northbound", "southbound"]);
    expect(directionsOf("mrt3")).toEqual(["northbound", "southbound"]);
    expect(directionsOf("lrt2")).toEqual(["eastbound", "westbound"]);
    expect(isDirectionOf("lrt2", "northbound")).toBe(false);
    expect(isDirectionOf("lrt2", "westbound")).toBe(true);
  });

  it("have the group titles of the ETA screen", () => {
    expect(Object.values(DIRECTION_LABELS)).toEqual(["Northbound", "Southbound", "Eastbound", "Westbound"]);
  });
});
