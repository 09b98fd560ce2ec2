import { describe, expect, it } from "vitest";
import type { LineReport } from "../estimate/estimate-types";
import { servedReports } from "./served-reports";

function row(
  id: string,
  direction: LineReport["direction"],
  status: LineReport["status"],
  at: string,
): LineReport {
  return { id, station_id: "ortigas", direction, status, crowd_level: "moderate", created_at: at };
}

describe("servedReports", () => {
  it("marks a simulated cancellation another rider's backs within 30 minutes, as the server would", () => {
    const served = servedReports("mrt3", [
      row("a", "northbound", "cancelled", "2026-11-24T02:00:00.000Z"),
      row("b", "northbound", "cancelled", "2026-11-24T02:20:00.000Z"),
      row("c", "southbound", "cancelled", "2026-11-24T02:20:00.000Z"),
      row("d", "northbound", "cancelled", "2026-11-24T03:00:00.000Z"),
      row("e", "northbound", "on-time", "2026-11-24T03:00:00.000Z"),
    ]);
    expect(served.map((report) => [report.id, report.corroborated ?? false])).toEqual([
      ["a", true],
      ["b", true],
      ["c", false],
      ["d", false],
      ["e", false],
    ]);
  });
});
