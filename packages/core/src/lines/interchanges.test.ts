import { describe, expect, it } from "vitest";
import { INTERCHANGES, linkedByRoadOnly } from "./interchanges";
import { getStation } from "./lines";

const FERNANDO_POE_JR = { lineId: "lrt1", stationId: "fpr" } as const;
const NORTH_AVENUE = { lineId: "mrt3", stationId: "ns" } as const;

describe("linkedByRoadOnly", () => {
  it("knows Fernando Poe Jr. and North Avenue, in either order, as neighbours no walkway links", () => {
    expect(getStation("lrt1", "fpr")?.name).toBe("Fernando Poe Jr.");
    expect(getStation("mrt3", "ns")?.name).toBe("North Avenue");
    expect(linkedByRoadOnly(FERNANDO_POE_JR, NORTH_AVENUE)).toBe(true);
    expect(linkedByRoadOnly(NORTH_AVENUE, FERNANDO_POE_JR)).toBe(true);
  });

  it("is not said of stations a walk links, nor of other stations", () => {
    for (const { stations } of INTERCHANGES) expect(linkedByRoadOnly(...stations)).toBe(false);
    expect(linkedByRoadOnly(FERNANDO_POE_JR, { lineId: "mrt3", stationId: "ayala" })).toBe(false);
    expect(linkedByRoadOnly({ lineId: "lrt1", stationId: "mon" }, NORTH_AVENUE)).toBe(false);
  });
});
