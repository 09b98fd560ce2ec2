import { describe, expect, it } from "vitest";
import { CROWD_LEVELS, type CrowdLevel } from "../domain-types";
import { crowdingCsv } from "./crowding-csv";
import { crowdingHoursShown } from "./hours-shown";
import {
  CROWDING_MIN_REPORTS,
  type CrowdingReport,
  crowdingWindowStart,
  type StationCrowding,
  usualCrowding,
} from "./usual-crowding";
import { usualLevel } from "./usual-level";

// Tuesday 24 November 2026, 18:20 in Manila. The suite runs in Manila and in New York (package.json).
const now = new Date("2026-11-24T18:20:00+08:00");

let ridersMade = 0;

/** One report, by a rider of its own unless `overrides` names who. */
function report(
  createdAt: string,
  crowd: CrowdLevel,
  overrides: Partial<CrowdingReport> = {},
): CrowdingReport {
  ridersMade += 1;
  return {
    line_id: "mrt3",
    station_id: "ayala",
    direction: "southbound",
    crowd_level: crowd,
    created_at: new Date(createdAt).toISOString(),
    count: 1,
    riders: [`rider-${ridersMade}`],
    ...overrides,
  };
}

const times = (n: number, make: (i: number) => CrowdingReport) =>
  Array.from({ length: n }, (_, i) => make(i));

function ayala(stations: StationCrowding[], direction = "southbound") {
  const station = stations.find((s) => s.line_id === "mrt3" && s.station_id === "ayala");
  const found = station?.directions.find((d) => d.direction === direction);
  if (!found) throw new Error(`no ${direction} at Ayala`);
  return found;
}

describe("usualCrowding", () => {
  it("puts a report in its Manila hour and kind of day, whatever the host's zone", () => {
    // 10:30 UTC on Monday is 18:30 in Manila; 17:59:59 Manila is still the 5 PM hour.
    const reports = [
      ...times(5, () => report("2026-11-23T10:30:00Z", "crowded")),
      report("2026-11-23T17:59:59+08:00", "packed"),
    ];
    const southbound = ayala(usualCrowding(reports, now));
    expect(southbound.weekday[18]).toEqual({ hour: 18, reports: 5, level: "crowded" });
    expect(southbound.weekday[17]).toEqual({ hour: 17, reports: 1, level: null });
    expect(southbound.weekend.every((hour) => hour.reports === 0)).toBe(true);
  });

  it("counts Saturday and Sunday in Manila as the weekend, Friday night and Monday morning as weekdays", () => {
    const reports = [
      // Friday 23:30 in Manila is Friday 15:30 UTC; Saturday 00:10 in Manila is Friday 16:10 UTC.
      report("2026-11-20T23:30:00+08:00", "empty"),
      report("2026-11-21T00:10:00+08:00", "empty"),
      report("2026-11-22T23:50:00+08:00", "empty"),
      report("2026-11-23T00:05:00+08:00", "empty"),
    ];
    const southbound = ayala(usualCrowding(reports, now));
    expect(southbound.weekday[23]?.reports).toBe(1);
    expect(southbound.weekend[0]?.reports).toBe(1);
    expect(southbound.weekend[23]?.reports).toBe(1);
    expect(southbound.weekday[0]?.reports).toBe(1);
  });

  it("counts reports of the last 8 weeks only: the edge itself is out, a moment later is in", () => {
    const edge = crowdingWindowStart(now);
    expect(edge.toISOString()).toBe(new Date("2026-09-29T18:20:00+08:00").toISOString());
    const reports = [
      report(edge.toISOString(), "packed"),
      report(new Date(edge.getTime() + 1).toISOString(), "packed"),
      report(now.toISOString(), "packed"),
      // Stamped after `now` (another process's clock): not yet.
      report(new Date(now.getTime() + 1).toISOString(), "packed"),
    ];
    expect(ayala(usualCrowding(reports, now)).weekday[18]?.reports).toBe(2);
  });

  it("gives a usual level only from 5 reports in the hour", () => {
    const four = times(CROWDING_MIN_REPORTS - 1, (i) => report(`2026-11-${16 + i}T07:10:00+08:00`, "packed"));
    expect(ayala(usualCrowding(four, now)).weekday[7]).toEqual({ hour: 7, reports: 4, level: null });
    const five = [...four, report("2026-11-23T07:50:00+08:00", "packed")];
    expect(ayala(usualCrowding(five, now)).weekday[7]).toEqual({ hour: 7, reports: 5, level: "packed" });
  });

  it("gives no usual level to an hour whose reports come from fewer than 3 riders, over any number of days", () => {
    // One account said "packed" at 7 AM on every weekday for two weeks, and a second one twice.
    const days = ["16", "17", "18", "19", "20", "23", "24"];
    const oneAccount = days.map((day) =>
      report(`2026-11-${day}T07:10:00+08:00`, "packed", { riders: ["a"] }),
    );
    const twoAccounts = [
      ...oneAccount,
      ...times(2, (i) => report(`2026-11-${days[i]}T07:40:00+08:00`, "packed", { riders: ["b"] })),
    ];
    expect(ayala(usualCrowding(oneAccount, now)).weekday[7]).toEqual({ hour: 7, reports: 7, level: null });
    expect(ayala(usualCrowding(twoAccounts, now)).weekday[7]).toEqual({ hour: 7, reports: 9, level: null });
    const third = report("2026-11-20T07:20:00+08:00", "crowded", { riders: ["c"] });
    expect(ayala(usualCrowding([...twoAccounts, third], now)).weekday[7]).toEqual({
      hour: 7,
      reports: 10,
      level: "packed",
    });
  });

  it("counts riders across grouped rows, each naming a few of its riders", () => {
    // Two rows of 40 reports each naming the same 2 riders (a row names at most 3), then one naming a third.
    const grouped = (riders: string[]) =>
      report("2026-11-23T18:05:00+08:00", "moderate", { count: 40, riders });
    expect(
      ayala(usualCrowding([grouped(["a", "b"]), grouped(["b", "a"])], now)).weekday[18]?.level,
    ).toBeNull();
    expect(
      ayala(usualCrowding([grouped(["a", "b"]), grouped(["b", "a"]), grouped(["a", "c"])], now)).weekday[18]
        ?.level,
    ).toBe("moderate");
  });

  it("takes the median, so a few false 'empty' reports do not make a packed hour look empty", () => {
    const reports = [
      ...times(4, () => report("2026-11-23T18:05:00+08:00", "packed")),
      report("2026-11-23T18:15:00+08:00", "crowded"),
      ...times(2, () => report("2026-11-23T18:25:00+08:00", "empty")),
    ];
    // A mean of the levels would say crowded.
    expect(ayala(usualCrowding(reports, now)).weekday[18]?.level).toBe("packed");
  });

  it("reads grouped reports by their count, as one report each", () => {
    const grouped = [report("2026-11-23T18:05:00+08:00", "moderate", { count: 7, riders: ["a", "b", "c"] })];
    expect(ayala(usualCrowding(grouped, now)).weekday[18]).toEqual({
      hour: 18,
      reports: 7,
      level: "moderate",
    });
  });

  it("leaves out stored rows the API would have refused", () => {
    const reports = [
      ...times(5, () => report("2026-11-23T18:05:00+08:00", "crowded")),
      report("2026-11-23T18:05:00+08:00", "crowded", { station_id: "nowhere" }),
      report("2026-11-23T18:05:00+08:00", "crowded", { direction: "eastbound" }),
      report("2026-11-23T18:05:00+08:00", "crowded", { line_id: "lrt9" }),
      report("2026-11-23T18:05:00+08:00", "sardines" as CrowdLevel),
      report("2026-11-23T18:05:00+08:00", "crowded", { count: 0 }),
      report("2026-11-23T18:05:00+08:00", "crowded", { count: 2.5 }),
      report("2026-11-23T18:05:00+08:00", "crowded", { count: Number.NaN }),
      report("2026-11-23T18:05:00+08:00", "crowded", { created_at: "not a time" }),
    ];
    expect(ayala(usualCrowding(reports, now)).weekday[18]?.reports).toBe(5);
  });

  it("answers every station with the directions that serve it, 24 hours each, even with no reports", () => {
    const stations = usualCrowding([], now);
    expect(stations).toHaveLength(25 + 13 + 13);
    const taft = stations.find((s) => s.station_id === "taft");
    // Southbound trains end at Taft Avenue: only northbound ones leave it.
    expect(taft?.directions.map((d) => d.direction)).toEqual(["northbound"]);
    expect(ayala(stations).weekend.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    expect(ayala(stations, "northbound").weekday.every((h) => h.reports === 0 && h.level === null)).toBe(
      true,
    );
  });
});

describe("usualLevel", () => {
  const counts = (...levels: CrowdLevel[]) => CROWD_LEVELS.map((l) => levels.filter((x) => x === l).length);

  it("is the level more than half the reports do not exceed", () => {
    expect(usualLevel(counts("empty", "moderate", "packed"))).toBe("moderate");
    // An even split leans to the more crowded level: a commuter is better warned than surprised.
    expect(usualLevel(counts("moderate", "moderate", "crowded", "crowded"))).toBe("crowded");
    expect(usualLevel(counts())).toBeNull();
  });
});

describe("crowdingCsv", () => {
  it("has a row per station, direction, kind of day and hour, with an empty level below the threshold", () => {
    const reports = times(5, () => report("2026-11-23T18:05:00+08:00", "crowded"));
    const lines = crowdingCsv(usualCrowding(reports, now)).trimEnd().split("\n");
    expect(lines[0]).toBe("line_id,station_id,direction,day_kind,hour,usual_level,reports");
    expect(lines).toContain("mrt3,ayala,southbound,weekday,18,crowded,5");
    expect(lines).toContain("mrt3,ayala,southbound,weekday,17,,0");
    // LRT-1 25 stations, MRT-3 13, LRT-2 13; every terminus has one direction.
    expect(lines).toHaveLength(1 + ((25 + 13 + 13) * 2 - 6) * 2 * 24);
  });
});

describe("crowdingHoursShown", () => {
  const hours = (reported: Record<number, number> = {}) =>
    Array.from({ length: 24 }, (_, hour) => ({ hour, reports: reported[hour] ?? 0, level: null }));

  it("shows the line's service hours of that kind of day", () => {
    // LRT-1 runs 04:30-22:45 on weekdays, 05:00-21:45 on weekends.
    expect(crowdingHoursShown("lrt1", "weekday", hours()).map((h) => h.hour)).toEqual(
      Array.from({ length: 19 }, (_, i) => 4 + i),
    );
    expect(crowdingHoursShown("lrt1", "weekend", hours()).map((h) => h.hour)).toEqual(
      Array.from({ length: 17 }, (_, i) => 5 + i),
    );
  });

  it("widens them to hours riders reported in", () => {
    const shown = crowdingHoursShown("lrt1", "weekend", hours({ 23: 1 })).map((h) => h.hour);
    expect(shown[0]).toBe(5);
    expect(shown.at(-1)).toBe(23);
  });
});
