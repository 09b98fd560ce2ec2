import { describe, expect, it } from "vitest";
import { accuracyWindowOf, isAccurateEstimate } from "./accurate-estimate";

const S = 1000;
const M = 60 * S;
const NOW = Date.parse("2026-11-25T08:00:00+08:00");

/** Whether a train arriving `lateBy` after a prediction `horizon` ahead counts as accurate. */
const judge = (horizon: number, lateBy: number) =>
  isAccurateEstimate({ nowMs: NOW, predictedMs: NOW + horizon, actualMs: NOW + horizon + lateBy });

describe("isAccurateEstimate", () => {
  it.each([
    // horizon, earliest accurate, latest accurate
    ["0 s", 0, -30 * S, 90 * S],
    ["2:59.999", 3 * M - 1, -30 * S, 90 * S],
    ["3 min", 3 * M, -60 * S, 150 * S],
    ["5:59.999", 6 * M - 1, -60 * S, 150 * S],
    ["6 min", 6 * M, -60 * S, 210 * S],
    ["10 min", 10 * M, -60 * S, 210 * S],
  ])(
    "at a horizon of %s, accepts a train at either end of its window and refuses one 1 ms outside",
    (_, horizon, early, late) => {
      expect(judge(horizon, early)).toBe(true);
      expect(judge(horizon, late)).toBe(true);
      expect(judge(horizon, 0)).toBe(true);
      expect(judge(horizon, early - 1)).toBe(false);
      expect(judge(horizon, late + 1)).toBe(false);
    },
  );

  it("does not judge a prediction in the past or more than 10 minutes ahead", () => {
    expect(judge(-1, 0)).toBe(false);
    expect(judge(10 * M + 1, 0)).toBe(false);
  });

  it("depends only on the differences, not on the hour", () => {
    const later = 5 * 3600 * S;
    expect(
      isAccurateEstimate({
        nowMs: NOW + later,
        predictedMs: NOW + later + 4 * M,
        actualMs: NOW + later + 6 * M,
      }),
    ).toBe(judge(4 * M, 2 * M));
  });
});

describe("accuracyWindowOf", () => {
  it("names the band of each horizon, with 10 minutes in the last", () => {
    expect(accuracyWindowOf(0)?.band).toBe("0-3 min");
    expect(accuracyWindowOf(3 * M - 1)?.band).toBe("0-3 min");
    expect(accuracyWindowOf(3 * M)?.band).toBe("3-6 min");
    expect(accuracyWindowOf(6 * M)?.band).toBe("6-10 min");
    expect(accuracyWindowOf(10 * M)?.band).toBe("6-10 min");
    expect(accuracyWindowOf(10 * M + 1)).toBeUndefined();
    expect(accuracyWindowOf(-1)).toBeUndefined();
  });
});
