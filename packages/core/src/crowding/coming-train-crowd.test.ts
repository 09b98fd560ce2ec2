import { describe, expect, it } from "vitest";
import type { Direction } from "../domain-types";
import { estimateArrivals } from "../estimate/estimate-arrivals";
import type { LineReport } from "../estimate/estimate-types";
import { comingTrainCrowd } from "./coming-train-crowd";

const MINUTE_MS = 60_000;
/** Tuesday 2026-11-24, 10:00 in Manila. */
const NOW = new Date("2026-11-24T10:00:00+08:00");

function report(
  id: string,
  stationId: string,
  direction: Direction,
  minutesAgo: number,
  crowdLevel: LineReport["crowd_level"],
): LineReport {
  return {
    id,
    station_id: stationId,
    direction,
    status: "on-time",
    crowd_level: crowdLevel,
    created_at: new Date(NOW.getTime() - minutesAgo * MINUTE_MS).toISOString(),
  };
}

const etasAt = (stationId: string, reports: readonly LineReport[]) =>
  estimateArrivals({ lineId: "mrt3", stationId, now: NOW, reports });

describe("comingTrainCrowd", () => {
  it("tells the crowd of the coming train a rider saw leaving a station before this one", () => {
    const seen = report("seen", "ayala", "northbound", 0.5, "packed");
    const etas = etasAt("guada", [seen]);
    expect(comingTrainCrowd(etas, "northbound")).toEqual({
      crowdLevel: "packed",
      stationId: "ayala",
      seenAt: seen.created_at,
    });
    // The other direction's coming train was not seen.
    expect(comingTrainCrowd(etas, "southbound")).toBeNull();
  });

  it("says nothing when the coming train is not the one seen (its time follows a train gone by)", () => {
    // Seen leaving Ayala 15 min ago, on a day off the timetable: that train passed Guadalupe (5 min on)
    // about 10 min ago.
    const etas = estimateArrivals({
      lineId: "mrt3",
      stationId: "guada",
      now: NOW,
      reports: [report("gone", "ayala", "northbound", 15, "packed")],
      keptDirections: [],
    });
    const coming = etas.find((eta) => eta.direction === "northbound");
    expect(coming?.basis).toMatchObject({ kind: "sighting", reportId: "gone", trainSighted: false });
    expect(comingTrainCrowd(etas, "northbound")).toBeNull();
  });

  it("says nothing from the station's own report: its train has already left the station", () => {
    const etas = etasAt("guada", [report("own", "guada", "northbound", 2, "packed")]);
    const coming = etas.find((eta) => eta.direction === "northbound");
    expect(coming?.basis).toMatchObject({ kind: "station-report", crowdLevel: "packed" });
    expect(comingTrainCrowd(etas, "northbound")).toBeNull();
  });

  it("takes the soonest arrival of the direction, whatever the order it is given in", () => {
    const seen = report("seen", "ayala", "northbound", 0.5, "empty");
    const etas = etasAt("guada", [seen]).filter((eta) => eta.direction === "northbound");
    expect(etas.length).toBeGreaterThan(1);
    expect(comingTrainCrowd([...etas].reverse(), "northbound")?.crowdLevel).toBe("empty");
    // Without the coming train, the later ones were not seen.
    expect(comingTrainCrowd(etas.slice(1), "northbound")).toBeNull();
  });
});
