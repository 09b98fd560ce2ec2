import { describe, expect, it } from "vitest";
import type { Direction, LineId } from "../domain-types";
import type { EtaReport } from "../schemas/report-row";
import { computeEtas } from "./compute-etas";

/** Monday 2026-11-23 and Saturday 2026-11-28, Manila wall time. */
const monday = (time: string) => new Date(`2026-11-23T${time}+08:00`);
const saturday = (time: string) => new Date(`2026-11-28T${time}+08:00`);

/** "HH:MM:SS direction status confidence" rows, Manila time, for readable expectations. */
function board(lineId: LineId, stationId: string, now: Date, reports: EtaReport[] = []) {
  return computeEtas({ lineId, stationId, now, reports }).map((eta) => {
    const manila = new Date(eta.estimatedArrival.getTime() + 8 * 3_600_000).toISOString().slice(11, 19);
    return `${manila} ${eta.direction} ${eta.status} ${eta.confidenceScore}`;
  });
}

let reportCount = 0;
function report(
  direction: Direction,
  status: EtaReport["status"],
  createdAt: Date,
  crowd_level: string = "moderate",
): EtaReport {
  reportCount += 1;
  return {
    id: `r${reportCount}`,
    direction,
    status,
    crowd_level: crowd_level as EtaReport["crowd_level"],
    created_at: createdAt.toISOString(),
  };
}

const minutesBefore = (date: Date, minutes: number) => new Date(date.getTime() - minutes * 60_000);

describe("computeEtas from the schedule", () => {
  it("shows both directions at EDSA on a weekday morning, sorted by arrival", () => {
    // Peak headway 5. Northbound leaves Dr. Santos 05:50, 05:55 (+13 min); southbound leaves
    // Fernando Poe Jr. 05:25, 05:30 (+36 min).
    expect(board("lrt1", "edsa", monday("06:00:00"))).toEqual([
      "06:01:00 southbound on-time 0.9",
      "06:03:00 northbound on-time 0.9",
      "06:06:00 southbound on-time 0.9",
      "06:08:00 northbound on-time 0.9",
    ]);
  });

  it("returns full ETA objects with deterministic ids from line, station, direction and departure", () => {
    const now = monday("06:00:00");
    const [first] = computeEtas({ lineId: "lrt1", stationId: "edsa", now, reports: [] });
    expect(first).toEqual({
      id: "lrt1:edsa:southbound:2026-11-23T05:25",
      lineId: "lrt1",
      stationId: "edsa",
      direction: "southbound",
      estimatedArrival: new Date("2026-11-23T06:01:00+08:00"),
      confidenceScore: 0.9,
      status: "on-time",
    });
    expect(computeEtas({ lineId: "lrt1", stationId: "edsa", now, reports: [] })).toEqual(
      computeEtas({ lineId: "lrt1", stationId: "edsa", now, reports: [] }),
    );
  });

  it("keeps arrivals exactly now and exactly 10 minutes ahead, to the millisecond", () => {
    expect(board("lrt1", "edsa", monday("05:58:00"))).toEqual([
      "05:58:00 northbound on-time 0.9",
      "06:01:00 southbound on-time 0.9",
      "06:03:00 northbound on-time 0.9",
      "06:06:00 southbound on-time 0.9",
      "06:08:00 northbound on-time 0.9",
    ]);
    expect(board("lrt1", "edsa", new Date(monday("05:58:00").getTime() - 1))).not.toContain(
      "06:08:00 northbound on-time 0.9",
    );
    expect(board("lrt1", "edsa", monday("06:03:00"))[0]).toBe("06:03:00 northbound on-time 0.9");
    expect(board("lrt1", "edsa", new Date(monday("06:03:00").getTime() + 1))[0]).toBe(
      "06:06:00 southbound on-time 0.9",
    );
  });

  it("uses the weekend timetable on Saturday", () => {
    // LRT-2 weekends: every 8 minutes from 05:00. Araneta is 17 minutes from Recto and 14 from Antipolo,
    // so the 05:48 trains arrive 06:05 (eastbound) and 06:02 (westbound).
    expect(board("lrt2", "araneta", saturday("06:00:00"))).toEqual([
      "06:02:00 westbound on-time 0.9",
      "06:05:00 eastbound on-time 0.9",
      "06:10:00 westbound on-time 0.9",
    ]);
  });

  it("shows departures from a terminus at departure time, and no direction at its final terminus", () => {
    expect(board("lrt1", "santos", monday("06:00:00"))).toEqual([
      "06:00:00 northbound on-time 0.9",
      "06:05:00 northbound on-time 0.9",
      "06:10:00 northbound on-time 0.9",
    ]);
    expect(board("lrt1", "fpr", monday("06:00:00"))).toEqual([
      "06:00:00 southbound on-time 0.9",
      "06:05:00 southbound on-time 0.9",
      "06:10:00 southbound on-time 0.9",
    ]);
    const directionsAt = (lineId: LineId, stationId: string) => [
      ...new Set(
        computeEtas({ lineId, stationId, now: monday("12:00:00"), reports: [] }).map((e) => e.direction),
      ),
    ];
    expect(directionsAt("mrt3", "taft")).toEqual(["northbound"]);
    expect(directionsAt("mrt3", "ns")).toEqual(["southbound"]);
    expect(directionsAt("lrt2", "rect")).toEqual(["eastbound"]);
    expect(directionsAt("lrt2", "emerald")).toEqual(["westbound"]);
  });

  it("shows nothing before the first train and after the last one, and only today's trains", () => {
    expect(board("lrt1", "santos", monday("04:19:59"))).toEqual([]);
    expect(board("lrt1", "santos", monday("04:20:00"))).toEqual(["04:30:00 northbound on-time 0.9"]);
    expect(board("lrt1", "fpr", monday("22:42:00"))).toEqual(["22:42:00 southbound on-time 0.9"]);
    expect(board("lrt1", "fpr", monday("22:42:01"))).toEqual([]);
    expect(board("lrt1", "bal", monday("23:59:59"))).toEqual([]);
    expect(board("lrt1", "bal", monday("00:00:00"))).toEqual([]);
  });

  it("returns nothing for an unknown station or line", () => {
    expect(computeEtas({ lineId: "lrt1", stationId: "cube", now: monday("12:00:00"), reports: [] })).toEqual(
      [],
    );
    expect(
      computeEtas({ lineId: "pnr" as LineId, stationId: "edsa", now: monday("12:00:00"), reports: [] }),
    ).toEqual([]);
    expect(
      computeEtas({ lineId: "lrt1", stationId: "toString", now: monday("12:00:00"), reports: [] }),
    ).toEqual([]);
  });
});

describe("computeEtas with reports", () => {
  const now = monday("06:00:00");

  it.each([
    ["empty", ["06:03:00", "06:08:00"]],
    ["moderate", ["06:01:00", "06:06:00"]],
    ["crowded", ["06:03:00", "06:08:00"]],
    ["packed", ["06:01:00", "06:06:00"]],
    ["standing-room", ["06:01:00", "06:06:00"]],
  ])("a delayed report with crowd %s pushes the direction's trains later", (crowd, arrivals) => {
    const etas = board("lrt1", "edsa", now, [report("southbound", "delayed", minutesBefore(now, 5), crowd)]);
    expect(etas.filter((row) => row.includes("southbound"))).toEqual(
      arrivals.map((time) => `${time} southbound delayed 0.63`),
    );
    expect(etas.filter((row) => row.includes("northbound"))).toEqual([
      "06:03:00 northbound on-time 0.9",
      "06:08:00 northbound on-time 0.9",
    ]);
  });

  it("brings an earlier, already-due train into the window when it is delayed", () => {
    // Scheduled 05:51 (left Fernando Poe Jr. at 05:15), packed: +10 minutes = 06:01.
    const etas = computeEtas({
      lineId: "lrt1",
      stationId: "edsa",
      now,
      reports: [report("southbound", "delayed", minutesBefore(now, 1), "packed")],
    }).filter((eta) => eta.direction === "southbound");
    expect(etas.map((eta) => [eta.id, eta.estimatedArrival.toISOString()])).toEqual([
      ["lrt1:edsa:southbound:2026-11-23T05:15", "2026-11-22T22:01:00.000Z"],
      ["lrt1:edsa:southbound:2026-11-23T05:20", "2026-11-22T22:06:00.000Z"],
    ]);
  });

  it("marks a cancelled direction with confidence 1 and keeps its times", () => {
    expect(board("lrt1", "edsa", now, [report("northbound", "cancelled", minutesBefore(now, 3))])).toEqual([
      "06:01:00 southbound on-time 0.9",
      "06:03:00 northbound cancelled 1",
      "06:06:00 southbound on-time 0.9",
      "06:08:00 northbound cancelled 1",
    ]);
  });

  it("uses only the newest report of each direction, whatever the order given", () => {
    const older = report("northbound", "delayed", minutesBefore(now, 10), "packed");
    const newer = report("northbound", "on-time", minutesBefore(now, 2));
    const otherDirection = report("southbound", "cancelled", minutesBefore(now, 1));
    for (const reports of [
      [older, newer, otherDirection],
      [otherDirection, newer, older],
    ]) {
      expect(board("lrt1", "edsa", now, reports)).toEqual([
        "06:01:00 southbound cancelled 1",
        "06:03:00 northbound on-time 0.9",
        "06:06:00 southbound cancelled 1",
        "06:08:00 northbound on-time 0.9",
      ]);
    }
  });

  it("counts reports created in (now - 30 min, now] only", () => {
    const cancelledAt = (createdAt: Date) =>
      board("lrt1", "edsa", now, [report("northbound", "cancelled", createdAt)]).some((row) =>
        row.includes("cancelled"),
      );
    expect(cancelledAt(minutesBefore(now, 30))).toBe(false);
    expect(cancelledAt(new Date(minutesBefore(now, 30).getTime() + 1))).toBe(true);
    expect(cancelledAt(now)).toBe(true);
    expect(cancelledAt(new Date(now.getTime() + 1))).toBe(false);
  });

  it("ignores a report whose created_at cannot be read", () => {
    const broken = { ...report("northbound", "cancelled", now), created_at: "not a date" };
    expect(board("lrt1", "edsa", now, [broken])).toEqual(board("lrt1", "edsa", now));
  });
});
