import { describe, expect, it } from "vitest";
import { SIGHTING_MEMORY_MS } from "./folded-reports";
import { lineSightingsValidUntil } from "./line-sightings-valid-until";

const KEEP_MS = 60_000;
const MINUTE_MS = 60_000;
// Tuesday 2026-11-24, 10:00 in Manila.
const NOW_MS = Date.parse("2026-11-24T10:00:00+08:00");
const report = (minutesAgo: number) => ({
  created_at: new Date(NOW_MS - minutesAgo * MINUTE_MS).toISOString(),
});

describe("lineSightingsValidUntil", () => {
  it("keeps an answer from a morning of reports for the keep, though its first report is hours old", () => {
    const morning = [report(300), report(180), report(45), report(1)];
    expect(lineSightingsValidUntil(morning, NOW_MS, KEEP_MS)).toBe(NOW_MS + KEEP_MS);
  });

  it("ends when a shown report leaves the estimator's 90 minutes, or a later-stamped one comes in", () => {
    const leaving = report(90 - 0.5);
    expect(lineSightingsValidUntil([report(300), leaving], NOW_MS, KEEP_MS)).toBe(
      Date.parse(leaving.created_at) + SIGHTING_MEMORY_MS,
    );
    expect(lineSightingsValidUntil([report(5), report(-0.25)], NOW_MS, KEEP_MS)).toBe(NOW_MS + 15_000);
  });

  it("ends with the Manila service day", () => {
    const lateMs = Date.parse("2026-11-24T23:59:30+08:00");
    expect(lineSightingsValidUntil([], lateMs, KEEP_MS)).toBe(Date.parse("2026-11-25T00:00:00+08:00"));
  });
});
