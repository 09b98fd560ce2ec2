import { describe, expect, it } from "vitest";
import { departureMinutes } from "./departures";
import { headwayAt, hopMinutes, pastDeparturesConsidered } from "./headway";

const at = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

describe("headwayAt", () => {
  it.each([
    // line, time, weekend, headway
    ["lrt1", "04:30", false, 6],
    ["lrt1", "05:00", false, 5],
    ["lrt1", "07:59", false, 5],
    ["lrt1", "08:00", false, 6],
    ["lrt1", "16:59", false, 6],
    ["lrt1", "17:00", false, 5],
    ["lrt1", "18:59", false, 5],
    ["lrt1", "19:00", false, 6],
    ["lrt1", "20:00", false, 6],
    ["lrt1", "12:00", true, 7],
    ["lrt2", "05:00", false, 6],
    ["lrt2", "08:00", false, 7],
    ["lrt2", "17:30", false, 6],
    ["lrt2", "19:30", false, 7],
    ["lrt2", "20:30", false, 7],
    ["lrt2", "07:00", true, 8],
    ["mrt3", "06:59", false, 5],
    ["mrt3", "07:00", false, 4],
    ["mrt3", "08:59", false, 4],
    ["mrt3", "09:00", false, 5],
    ["mrt3", "17:00", false, 5],
    ["mrt3", "19:59", false, 5],
    ["mrt3", "20:00", false, 6],
    ["mrt3", "18:00", true, 7],
    ["pnr", "12:00", false, 10],
    ["pnr", "12:00", true, 10],
  ] as const)("%s at %s (weekend %s) is every %i minutes", (lineId, time, weekend, headway) => {
    expect(headwayAt(lineId, at(time), weekend)).toBe(headway);
  });
});

describe("hop minutes and past departures considered", () => {
  it.each([
    ["lrt1", 5, 1.5, 5],
    ["lrt1", 6, 2, 4],
    ["lrt2", 4, 2, 4],
    ["lrt2", 7, 2.5, 3],
    ["mrt3", 5, 1.5, 6],
    ["mrt3", 6, 2, 4],
    ["pnr", 5, 2, 3],
  ] as const)("%s with headway %i: hop %f, keep %i", (lineId, headway, hop, kept) => {
    expect(hopMinutes(lineId, headway)).toBe(hop);
    expect(pastDeparturesConsidered(lineId, headway)).toBe(kept);
  });
});

describe("departureMinutes", () => {
  it("starts at opening and steps by the headway in force at each departure", () => {
    const lrt1 = departureMinutes("lrt1", false);
    expect(lrt1.slice(0, 4)).toEqual([at("04:30"), at("04:36"), at("04:42"), at("04:48")]);
    // 04:54 is off-peak (6), 05:00 peak (5).
    expect(lrt1.slice(4, 7)).toEqual([at("04:54"), at("05:00"), at("05:05")]);
  });

  it.each([
    ["lrt1", false, "22:45", "22:42"],
    ["lrt1", true, "21:45", "21:41"],
    ["lrt2", false, "22:00", "21:55"],
    ["lrt2", true, "21:30", "21:24"],
    ["mrt3", false, "22:40", "22:36"],
    ["mrt3", true, "22:00", "21:55"],
  ] as const)(
    "%s (weekend %s) closing at %s: the last train leaves at %s",
    (lineId, weekend, close, last) => {
      const departures = departureMinutes(lineId, weekend);
      expect(departures.at(-1)).toBe(at(last));
      expect(at(last) + headwayAt(lineId, at(last), weekend)).toBeGreaterThan(at(close));
    },
  );
});
