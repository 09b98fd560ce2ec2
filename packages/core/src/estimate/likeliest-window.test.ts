import { describe, expect, it } from "vitest";
import { likeliestShownArrival } from "./likeliest-window";

const NOW = Date.parse("2026-11-24T10:00:00+08:00");
const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

describe("likeliestShownArrival", () => {
  it("has nothing to show without a train", () => {
    expect(likeliestShownArrival(NOW, [])).toBeUndefined();
  });

  it("shows a sure train where the accuracy window holds it", () => {
    const expectedMs = NOW + 5 * MINUTE_MS;
    const best = likeliestShownArrival(NOW, [{ expectedMs, spreadMs: SECOND_MS, runs: 1 }]);
    expect(best?.chance).toBeCloseTo(1, 3);
    // 3-6 minutes ahead, the train may come a minute before the shown time or 2.5 minutes after.
    expect(expectedMs).toBeGreaterThanOrEqual((best?.shownMs ?? 0) - MINUTE_MS);
    expect(expectedMs).toBeLessThanOrEqual((best?.shownMs ?? 0) + 150 * SECOND_MS);
  });

  it("shows a train expected any moment as coming now, not the one after it", () => {
    const best = likeliestShownArrival(NOW, [
      { expectedMs: NOW + 10 * SECOND_MS, spreadMs: MINUTE_MS, runs: 1 },
      { expectedMs: NOW + 4 * MINUTE_MS, spreadMs: 30 * SECOND_MS, runs: 1 },
    ]);
    expect(best?.shownMs).toBeLessThanOrEqual(NOW + 30 * SECOND_MS);
  });

  it("gives way to the next train when the one expected has most likely come and gone", () => {
    const next = NOW + 4 * MINUTE_MS;
    const best = likeliestShownArrival(NOW, [
      { expectedMs: NOW - 30 * SECOND_MS, spreadMs: 40 * SECOND_MS, runs: 1 },
      { expectedMs: next, spreadMs: 30 * SECOND_MS, runs: 1 },
    ]);
    expect(best?.shownMs).toBeGreaterThanOrEqual(next - 150 * SECOND_MS);
    expect(best?.shownMs).toBeLessThanOrEqual(next + MINUTE_MS);
  });

  it("passes over a train that may not run for a sure one behind it, as the chance it runs falls", () => {
    const shown = (runs: number) =>
      likeliestShownArrival(NOW, [
        { expectedMs: NOW + MINUTE_MS, spreadMs: 30 * SECOND_MS, runs },
        { expectedMs: NOW + 5 * MINUTE_MS, spreadMs: 30 * SECOND_MS, runs: 1 },
      ])?.shownMs ?? 0;
    expect(shown(0.6)).toBeLessThanOrEqual(NOW + 2 * MINUTE_MS);
    expect(shown(0.3)).toBeGreaterThanOrEqual(NOW + 4 * MINUTE_MS);
  });
});
