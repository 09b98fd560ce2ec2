import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intlManilaWallTime } from "../testing/intl-manila-wall-time";
import { isManilaWeekend, manilaDayStartMs, manilaMinuteOfDay, manilaWeekday } from "./manila-time";

describe("Manila time", () => {
  it("reads Manila wall time from an instant (UTC+8)", () => {
    // 2026-11-23 is a Monday; 20:30 UTC on the Sunday is 04:30 Monday in Manila.
    const now = new Date("2026-11-22T20:30:00Z");
    expect(manilaMinuteOfDay(now)).toBe(4 * 60 + 30);
    expect(manilaWeekday(now)).toBe(1);
    expect(isManilaWeekend(now)).toBe(false);
    expect(new Date(manilaDayStartMs(now)).toISOString()).toBe("2026-11-22T16:00:00.000Z");
  });

  it("knows Saturday and Sunday in Manila even when UTC is still Friday", () => {
    expect(isManilaWeekend(new Date("2026-11-27T16:00:00Z"))).toBe(true); // Sat 00:00 Manila
    expect(isManilaWeekend(new Date("2026-11-27T15:59:59Z"))).toBe(false); // Fri 23:59:59 Manila
    expect(isManilaWeekend(new Date("2026-11-29T15:59:59Z"))).toBe(true); // Sun 23:59:59 Manila
    expect(isManilaWeekend(new Date("2026-11-29T16:00:00Z"))).toBe(false); // Mon 00:00 Manila
  });

  it("agrees with the time-zone database for any instant, whatever the process zone", () => {
    fc.assert(
      fc.property(
        // From 2000: the time-zone database records Philippine daylight saving as late as 1990, which a
        // rail app reading today's clock never meets.
        fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }),
        (date) => {
          const expected = intlManilaWallTime(date);
          expect(manilaMinuteOfDay(date)).toBe(expected.minuteOfDay);
          expect(manilaWeekday(date)).toBe(expected.weekday);
        },
      ),
    );
  });
});
