import { describe, expect, it } from "vitest";
import type { Direction, LineId } from "../domain-types";
import { stationTravelMinutes, terminusOf } from "./termini";

describe("terminusOf", () => {
  it.each<[LineId, Direction, string]>([
    ["lrt1", "northbound", "Fernando Poe Jr."],
    ["lrt1", "southbound", "Dr. Santos"],
    ["mrt3", "northbound", "North Avenue"],
    ["mrt3", "southbound", "Taft Avenue"],
    ["lrt2", "eastbound", "Antipolo"],
    ["lrt2", "westbound", "Recto"],
  ])("%s %s trains run to %s", (lineId, direction, name) => {
    expect(terminusOf(lineId, direction)?.name).toBe(name);
  });
});

describe("stationTravelMinutes", () => {
  it("counts from each direction's origin terminus", () => {
    expect(stationTravelMinutes("lrt1", "edsa", "northbound")).toBe(13);
    expect(stationTravelMinutes("lrt1", "edsa", "southbound")).toBe(36);
    expect(stationTravelMinutes("lrt2", "araneta", "westbound")).toBe(14);
  });

  it("has none where a direction ends, for another line's direction, or for an unknown station", () => {
    expect(stationTravelMinutes("lrt1", "fpr", "northbound")).toBeUndefined();
    expect(stationTravelMinutes("lrt1", "santos", "southbound")).toBeUndefined();
    expect(stationTravelMinutes("lrt1", "santos", "northbound")).toBe(0);
    expect(stationTravelMinutes("lrt1", "edsa", "eastbound")).toBeUndefined();
    expect(stationTravelMinutes("lrt1", "nowhere", "northbound")).toBeUndefined();
  });
});
