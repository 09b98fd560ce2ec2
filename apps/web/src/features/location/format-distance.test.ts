import { WEB_TEXTS_EN as en, WEB_TEXTS_FIL as fil } from "@riles/core";
import { describe, expect, it } from "vitest";
import { formatDistance } from "./format-distance";

describe("formatDistance", () => {
  it.each([
    [0, "Less than 0.1 km away"],
    [49, "Less than 0.1 km away"],
    [50, "0.1 km away"],
    [312, "0.3 km away"],
    [1250, "1.3 km away"],
    [4999, "5.0 km away"],
  ])("shows %i m as %s", (meters, text) => {
    expect(formatDistance(en, meters)).toBe(text);
  });

  it("says how far in Filipino", () => {
    expect(formatDistance(fil, 312)).toBe("0.3 km ang layo");
    expect(formatDistance(fil, 40)).toBe("Wala pang 0.1 km ang layo");
  });
});
