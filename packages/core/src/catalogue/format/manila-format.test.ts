import { describe, expect, it } from "vitest";
import { manilaClockFormat, timeAgoFormat } from "./manila-format";

describe("manilaClockFormat", () => {
  // Core's suite runs once in Manila's zone and once in New York's.
  it("shows Manila wall time whatever zone the process runs in", () => {
    const clock = manilaClockFormat("en-PH");
    expect(clock(new Date("2026-11-24T08:08:00+08:00"))).toBe("8:08 AM");
    expect(clock(new Date("2026-11-24T23:30:00+08:00"))).toBe("11:30 PM");
  });

  it("shows the same Manila time in Filipino", () => {
    expect(manilaClockFormat("fil-PH")(new Date("2026-11-24T23:30:00+08:00"))).toBe("11:30 PM");
  });
});

describe("timeAgoFormat", () => {
  const now = new Date("2026-11-24T08:03:30+08:00");
  const english = timeAgoFormat("en", "just now");
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000 + 10_000, "5 minutes ago"],
    [2 * 3_600_000, "2 hours ago"],
    [-30_000, "just now"],
  ])("%i ms ago reads '%s'", (ago, text) => {
    expect(english(new Date(now.getTime() - ago), now)).toBe(text);
  });

  const filipino = timeAgoFormat("fil", "ngayon lang");
  it.each([
    [30_000, "ngayon lang"],
    [4 * 60_000, "4 minuto ang nakalipas"],
    [6 * 60_000, "6 minuto ang nakalipas"],
    [3_600_000, "1 oras ang nakalipas"],
  ])("in Filipino, %i ms ago reads '%s'", (ago, text) => {
    expect(filipino(new Date(now.getTime() - ago), now)).toBe(text);
  });
});
