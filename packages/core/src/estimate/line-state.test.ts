import { describe, expect, it } from "vitest";
import { directionsOf } from "../lines/directions";
import { headwayAt } from "../schedule/headway";
import { simulateServiceDay } from "../simulation/simulate-service-day";
import { expectedTrains } from "./expected-trains";
import { SIGHTING_MEMORY_MS } from "./folded-reports";
import { lineState } from "./line-state";

const LEARNED = { runTimeFactor: 1.1, keptDirections: [], sightingLagMs: 30_000 };
const START = Date.parse("2026-11-30T10:00:00+08:00");
const END = Date.parse("2026-11-30T10:40:00+08:00");
const DAY_START = Date.parse("2026-11-30T00:00:00+08:00");
const MINUTE_MS = 60_000;

describe("lineState", () => {
  const { reports } = simulateServiceDay({
    lineId: "mrt3",
    date: "2026-11-30",
    seed: 3,
    scenario: "manila",
    reportShare: 0.1,
  });
  // Every instant a report enters the 90 minutes or leaves them, the instants either side, and between.
  const edges = reports.flatMap((report) => {
    const createdMs = Date.parse(report.created_at);
    return [createdMs, createdMs + SIGHTING_MEMORY_MS];
  });
  const instants = [...edges.flatMap((edgeMs) => [edgeMs - 1, edgeMs, edgeMs + 1]), START + 1234]
    .filter((instantMs) => instantMs >= START && instantMs <= END)
    .sort((a, b) => a - b);

  it("is, kept across instants of one list of reports, the state read afresh at each instant", () => {
    expect(instants.length).toBeGreaterThan(50);
    for (const instantMs of instants) {
      const now = new Date(instantMs);
      // A copy is another list: its state is read afresh.
      expect(lineState("mrt3", reports, now, LEARNED), now.toISOString()).toEqual(
        lineState("mrt3", [...reports], now, LEARNED),
      );
    }
  });

  it("is the same state between two changes of the reports read, and another after the next", () => {
    const [firstEdge] = edges.filter((edgeMs) => edgeMs > START).sort((a, b) => a - b);
    const edgeMs = firstEdge ?? Number.NaN;
    const before = lineState("mrt3", reports, new Date(edgeMs - 2000), LEARNED);
    expect(lineState("mrt3", reports, new Date(edgeMs - 1), LEARNED)).toBe(before);
    expect(lineState("mrt3", reports, new Date(edgeMs), LEARNED)).not.toEqual(before);
  });

  it("expects the same trains from a kept state as from a fresh one when the headway changes", () => {
    // Each change of headway in the day, reports from 20 to 60 minutes before it: none enters or leaves
    // the 90 minutes around the change, so one state is kept across it.
    const changes = Array.from({ length: 24 * 60 }, (_, minute) => minute).filter(
      (minute) => minute > 0 && headwayAt("mrt3", minute, false) !== headwayAt("mrt3", minute - 1, false),
    );
    expect(changes.length).toBeGreaterThan(1);
    for (const minute of changes) {
      const changeMs = DAY_START + minute * MINUTE_MS;
      const before = reports.filter((report) => {
        const createdMs = Date.parse(report.created_at);
        return createdMs >= changeMs - 60 * MINUTE_MS && createdMs <= changeMs - 20 * MINUTE_MS;
      });
      for (const instantMs of [changeMs - 30_000, changeMs + 30_000]) {
        const now = new Date(instantMs);
        for (const direction of directionsOf("mrt3")) {
          const positions = { board: 20, alight: 30 };
          const kept = expectedTrains(
            "mrt3",
            direction,
            lineState("mrt3", before, now, LEARNED),
            positions,
            now,
          );
          const fresh = lineState("mrt3", [...before], now, LEARNED);
          expect(kept, `${now.toISOString()} ${direction}`).toEqual(
            expectedTrains("mrt3", direction, fresh, positions, now),
          );
        }
      }
    }
  });
});
