import { getLine } from "@riles/core";
import { describe, expect, it } from "vitest";
import { MAP_VIEW } from "#web/config/settings.ts";
import { linesFor, viewFor } from "./map-filter";

describe("viewFor", () => {
  it("centres all lines on the default point at zoom 12", () => {
    expect(viewFor("all")).toEqual({
      center: [MAP_VIEW.defaultCenter.latitude, MAP_VIEW.defaultCenter.longitude],
      zoom: MAP_VIEW.allLinesZoom,
    });
  });

  it("centres one line on the average of its stations at zoom 13", () => {
    const stations = getLine("lrt2")?.stations ?? [];
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

    const view = viewFor("lrt2");

    expect(view.zoom).toBe(MAP_VIEW.singleLineZoom);
    expect(view.center[0]).toBeCloseTo(mean(stations.map((s) => s.location.latitude)), 10);
    expect(view.center[1]).toBeCloseTo(mean(stations.map((s) => s.location.longitude)), 10);
  });
});

describe("linesFor", () => {
  it("shows every line for 'all' and only the chosen one otherwise", () => {
    expect(linesFor("all").map((line) => line.id)).toEqual(["lrt1", "mrt3", "lrt2"]);
    expect(linesFor("mrt3").map((line) => line.id)).toEqual(["mrt3"]);
  });
});
