import { describe, expect, it } from "vitest";
import { leaveTimeInWindow } from "./leave-time-window";

const NOW = new Date("2026-12-02T10:00:00+08:00");

describe("leaveTimeInWindow", () => {
  it("takes now, the coming month and the last day", () => {
    for (const at of [
      undefined,
      "2026-12-02T10:00:00+08:00",
      "2026-12-03T05:00:00+08:00",
      "2027-01-01T10:00:00+08:00",
      "2026-12-01T10:00:00+08:00",
      "2026-12-02T01:30:00Z",
    ])
      expect(leaveTimeInWindow(at, NOW), String(at)).toBe(true);
  });

  it("refuses a time more than a day past or more than 30 days ahead", () => {
    for (const at of [
      "2026-12-01T09:59:59+08:00",
      "2027-01-01T10:00:01+08:00",
      "2000-01-01T08:00:00+08:00",
      "+275760-09-13T00:00:00Z",
    ])
      expect(leaveTimeInWindow(at, NOW), at).toBe(false);
  });
});
