import { describe, expect, it } from "vitest";
import { manilaClockTime, timeAgo } from "./manila-format";

describe("manilaClockTime", () => {
  it("shows Manila wall time although the process runs in New York time", () => {
    expect(process.env.TZ).toBe("America/New_York");
    expect(manilaClockTime(new Date("2026-11-24T08:08:00+08:00"))).toBe("8:08 AM");
    expect(manilaClockTime(new Date("2026-11-24T23:30:00+08:00"))).toBe("11:30 PM");
  });
});

describe("timeAgo", () => {
  const now = new Date("2026-11-24T08:03:30+08:00");
  it.each([
    [0, "just now"],
    [59_999, "just now"],
    [60_000, "1 minute ago"],
    [5 * 60_000 + 10_000, "5 minutes ago"],
    [2 * 3_600_000, "2 hours ago"],
    [-30_000, "just now"],
  ])("%i ms ago reads '%s'", (ago, text) => {
    expect(timeAgo(new Date(now.getTime() - ago), now)).toBe(text);
  });
});
