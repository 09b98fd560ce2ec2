import { describe, expect, it } from "vitest";
import { normaliseSearchText, searchStations } from "./station-search";

const names = (lineId: "lrt1" | "mrt3" | "lrt2", query: string) => {
  const result = searchStations(lineId, query);
  return {
    onLine: result.onLine.map((station) => station.name),
    otherLines: result.otherLines.map(({ line, station }) => `${line.name} ${station.name}`),
  };
};

describe("normaliseSearchText", () => {
  it("drops case, accents and punctuation", () => {
    expect(normaliseSearchText("Redemptorist–Aseana")).toBe(normaliseSearchText("redemptorist aseana"));
    expect(normaliseSearchText("Parañaque")).toBe("paranaque");
    expect(normaliseSearchText(" Fernando Poe Jr. ")).toBe("fernandopoejr");
  });
});

describe("searchStations", () => {
  it("lists the whole line and nothing else for an empty search", () => {
    expect(names("lrt1", "  ").onLine).toHaveLength(25);
    expect(names("lrt1", "").otherLines).toEqual([]);
  });

  it("finds a station by part of its name, ignoring punctuation", () => {
    expect(names("mrt3", "cub").onLine).toEqual(["Araneta Center-Cubao"]);
    expect(names("lrt1", "fernando poe jr").onLine).toEqual(["Fernando Poe Jr."]);
    expect(names("lrt1", "redemptorist aseana").onLine).toEqual(["Redemptorist–Aseana"]);
    expect(names("lrt2", "jruiz").onLine).toEqual(["J. Ruiz"]);
  });

  it("finds old and common names", () => {
    expect(names("lrt1", "Roosevelt").onLine).toEqual(["Fernando Poe Jr."]);
    expect(names("lrt1", "sucat").onLine).toEqual(["Dr. Santos"]);
    expect(names("lrt2", "Cubao").onLine).toEqual(["Araneta Center-Cubao"]);
  });

  it("lists matches on the other lines apart", () => {
    expect(names("lrt1", "cubao")).toEqual({
      onLine: [],
      otherLines: ["MRT-3 Araneta Center-Cubao", "LRT-2 Araneta Center-Cubao"],
    });
    expect(names("lrt1", "Ayala")).toEqual({ onLine: [], otherLines: ["MRT-3 Ayala"] });
    expect(names("lrt1", "Taft")).toEqual({ onLine: ["EDSA"], otherLines: ["MRT-3 Taft Avenue"] });
  });

  it("finds nothing for a name no station has", () => {
    expect(names("lrt1", "zzz")).toEqual({ onLine: [], otherLines: [] });
  });
});
