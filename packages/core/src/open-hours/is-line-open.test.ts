import { describe, expect, it } from "vitest";
import type { LineId } from "../domain-types";
import { CLOSED_HOURS_TEXT, isLineOpen } from "./is-line-open";

/** Monday 2026-11-23 and Saturday 2026-11-28, Manila wall time. */
const weekday = (time: string) => new Date(`2026-11-23T${time}+08:00`);
const saturday = (time: string) => new Date(`2026-11-28T${time}+08:00`);

describe("isLineOpen", () => {
  it.each<[LineId, Date, boolean]>([
    ["lrt1", weekday("04:29:59"), false],
    ["lrt1", weekday("04:30:00"), true],
    ["lrt1", weekday("22:44:59"), true],
    ["lrt1", weekday("22:45:00"), false],
    ["lrt1", saturday("04:59:00"), false],
    ["lrt1", saturday("05:00:00"), true],
    ["lrt1", saturday("22:45:00"), false],
    ["lrt2", weekday("04:59:59"), false],
    ["lrt2", weekday("05:00:00"), true],
    ["lrt2", weekday("20:59:59"), true],
    ["lrt2", weekday("21:00:00"), false],
    ["lrt2", saturday("05:00:00"), true],
    ["mrt3", weekday("04:35:59"), false],
    ["mrt3", weekday("04:36:00"), true],
    ["mrt3", weekday("22:10:59"), true],
    ["mrt3", weekday("22:11:00"), false],
    ["mrt3", saturday("04:36:00"), true],
    ["lrt1", weekday("00:00:00"), false],
  ])("%s at %s is open: %s", (lineId, now, open) => {
    expect(isLineOpen(lineId, now)).toBe(open);
  });

  it("shows the product's hours when closed", () => {
    expect(CLOSED_HOURS_TEXT).toEqual({
      lrt1: "4:30 AM - 10:30 PM",
      lrt2: "5:00 AM - 9:00 PM",
      mrt3: "4:36 AM - 10:11 PM",
    });
  });
});
