import { describe, expect, it } from "vitest";
import { leaveInstant, manilaClockValue, parseJourneyEnd, parseLeaveTime } from "./journey-params";

describe("journey params", () => {
  it("reads a station of a line, and nothing else", () => {
    expect(parseJourneyEnd("mrt3.ayala")).toEqual({ lineId: "mrt3", stationId: "ayala" });
    expect(parseJourneyEnd("lrt2.ayala")).toBeUndefined();
    expect(parseJourneyEnd("mrt9.ayala")).toBeUndefined();
    expect(parseJourneyEnd("mrt3")).toBeUndefined();
    expect(parseJourneyEnd(null)).toBeUndefined();
  });

  it("reads a 24-hour clock time only", () => {
    expect(parseLeaveTime("07:30")).toBe("07:30");
    expect(parseLeaveTime("23:59")).toBe("23:59");
    expect(parseLeaveTime("24:00")).toBeUndefined();
    expect(parseLeaveTime("7:30")).toBeUndefined();
  });

  it("means today's Manila time, or tomorrow's once it has passed, whatever the phone's zone", () => {
    // 23:10 in Manila on Tuesday 24 November is 15:10 UTC.
    const lateTuesday = new Date("2026-11-24T15:10:00.000Z");
    expect(leaveInstant("23:30", lateTuesday)).toBe("2026-11-24T15:30:00.000Z");
    expect(leaveInstant("05:00", lateTuesday)).toBe("2026-11-24T21:00:00.000Z");
    // Just after midnight in Manila is still the previous day in UTC.
    const earlyWednesday = new Date("2026-11-24T16:20:00.000Z");
    expect(leaveInstant("05:00", earlyWednesday)).toBe("2026-11-24T21:00:00.000Z");
    expect(manilaClockValue(earlyWednesday)).toBe("00:20");
  });
});
